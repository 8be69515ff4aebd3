import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCurrentlyPaid } from '../../../../shared/paid';
import type { MemberAd } from '../../../../shared/schemas/ads';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useDialogAction } from '../../../lib/use-dialog-action';
import { startCheckout } from '../../checkout/api/start-checkout';
import { usePlatformFeatures } from '../../platform-settings/api/get-platform-settings';
import { usePlans } from '../../pricing/api/get-plans';
import { PaymentNote } from '../../pricing/components/payment-note';
import { UpgradeOption } from './upgrade-option';

const PROMOTION_KINDS = new Set(['upgrade', 'boost', 'sponsorship']);

/** onConfirm goes unused: on success the page is left for the payment page, the dialog never closes. */
type Props = FormDialogSlots<void> & { ad: MemberAd };

/** The choice of promotions on sale for the ad, then off to the payment page for the one chosen. */
export function UpgradeAdForm({ ad, ...slots }: Props) {
  const { t, i18n } = useTranslation('billing');
  const features = usePlatformFeatures();
  const plans = usePlans(features, true);
  const options = (plans.data ?? []).filter((plan) => PROMOTION_KINDS.has(plan.kind));
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = options.find((plan) => plan.id === chosen) ?? options[0] ?? null;
  const optionsId = useId();

  // Stays busy on success: the browser is leaving for the payment page.
  const pay = selected
    ? async () => {
        const { checkout_url } = await startCheckout({ plan_id: selected.id, ad_id: ad.id });
        window.location.assign(checkout_url);
      }
    : null;
  const submission = useDialogAction(slots.onBusyChange, t('upgrade.failed'), pay);

  let body = null;
  if (plans.isPending)
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('upgrade.loading')}</Typography>
      </Stack>
    );
  else if (plans.isError)
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={<Button onClick={() => void plans.refetch()}>{t('upgrade.retry')}</Button>}
      >
        {t('upgrade.loadFailed')}
      </Alert>
    );
  else if (options.length === 0) body = <Alert severity="info">{t('upgrade.none')}</Alert>;
  else
    body = (
      <Stack spacing={1}>
        <Typography id={optionsId} sx={{ fontWeight: 600 }}>
          {t('upgrade.options')}
        </Typography>
        <RadioGroup
          aria-labelledby={optionsId}
          value={selected?.id ?? ''}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ gap: 1.25 }}
        >
          {options.map((plan) => (
            <UpgradeOption key={plan.id} plan={plan} selected={plan.id === selected?.id} />
          ))}
        </RadioGroup>
        <PaymentNote />
      </Stack>
    );

  const paid = isCurrentlyPaid(ad.is_paid, ad.paid_until);
  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t('upgrade.title')}
      description={t('upgrade.description', { title: ad.title })}
      note={
        paid && ad.paid_until ? (
          <Alert severity="success" variant="outlined" sx={{ mt: 1.5, borderRadius: '12px' }}>
            {t('upgrade.featuredUntil', {
              date: formatDate(ad.paid_until, currentLanguage(i18n.language)),
            })}
          </Alert>
        ) : null
      }
      buttons={{
        ready: selected !== null,
        cancelLabel: t('upgrade.cancel'),
        confirmLabel: t('upgrade.confirm'),
        busyLabel: t('upgrade.busy'),
        confirmTestId: 'upgrade-continue',
      }}
      testId="upgrade-form"
    >
      {body}
    </DialogForm>
  );
}
