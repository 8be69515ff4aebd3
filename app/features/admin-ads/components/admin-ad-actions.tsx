import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { AdActionButton } from '../../ads/components/ad-action-button';
import { AdMoreMenu } from './ad-more-menu';

export type AdActionHandlers = {
  onApprove: (ad: Ad) => void;
  onReject: (ad: Ad) => void;
  onSetStatus: (ad: Ad, status: Ad['status']) => void;
  onReassign: (ad: Ad) => void;
};

type Props = AdActionHandlers & { ad: Ad; titleId: string; busy: boolean };

/** Approve and Reject (whichever changes the ad), and a menu with any status, a new owner and Edit. */
export function AdminAdActions({ ad, titleId, busy, onApprove, onReject, onSetStatus, onReassign }: Props) {
  const { t } = useTranslation('adminAds');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonProps = { 'aria-describedby': titleId, disabled: busy };

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        justifyContent: { md: 'flex-start', lg: 'flex-end' },
        '& > .MuiButton-root': { flex: { xs: 1, md: 'none' } },
      }}
    >
      {ad.status !== 'approved' && (
        <AdActionButton
          kind="approve"
          onClick={() => onApprove(ad)}
          data-testid="approve-ad"
          {...buttonProps}
        >
          {t('actions.approve')}
        </AdActionButton>
      )}
      {ad.status !== 'rejected' && (
        <AdActionButton kind="reject" onClick={() => onReject(ad)} data-testid="reject-ad" {...buttonProps}>
          {t('actions.reject')}
        </AdActionButton>
      )}
      <IconButton
        aria-label={t('actions.more', { title: ad.title })}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        sx={{ minWidth: 48, minHeight: 48, border: 1, borderColor: 'divider', borderRadius: '12px' }}
        data-testid="more-actions"
      >
        <MoreVertIcon />
      </IconButton>
      <AdMoreMenu
        id={menuId}
        ad={ad}
        anchor={menuAnchor}
        onClose={() => setMenuAnchor(null)}
        onSetStatus={(status) => onSetStatus(ad, status)}
        onReassign={() => onReassign(ad)}
      />
    </Stack>
  );
}
