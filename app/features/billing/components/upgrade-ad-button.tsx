import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberAd } from '../../../../shared/schemas/ads';
import { FormDialog } from '../../../components/form-dialog';
import { usePlatformFeatures } from '../../platform-settings/api/get-platform-settings';
import { UpgradeAdForm } from './upgrade-ad-form';

/** Whether the ad can be promoted now: it is published and something to promote it with is on sale. */
export function useCanPromote(ad: MemberAd): boolean {
  const features = usePlatformFeatures();
  const onSale = features.ad_upgrades || features.ad_boosts || features.sponsorships;
  return onSale && ad.status === 'approved';
}

type Props = { ad: MemberAd } & Pick<ButtonProps, 'sx' | 'aria-describedby'>;

/**
 * "Promote": opens the upgrade dialog for one of the person's published ads. Not there at all while
 * no promotion is in effect (it follows the platform settings live).
 */
export function UpgradeAdButton({ ad, ...props }: Props) {
  const { t } = useTranslation('billing');
  const [open, setOpen] = useState<MemberAd | null>(null);
  if (!useCanPromote(ad)) return null;

  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<TrendingUpIcon aria-hidden />}
        onClick={() => setOpen(ad)}
        data-testid="upgrade-ad-button"
        {...props}
      >
        {t('upgrade.button')}
      </Button>
      <FormDialog<MemberAd, void>
        subject={open}
        keyOf={(shown) => shown.id}
        onClose={() => setOpen(null)}
        onConfirm={async () => undefined}
        testId="upgrade-dialog"
      >
        {(shown, slots) => <UpgradeAdForm ad={shown} {...slots} />}
      </FormDialog>
    </>
  );
}
