import Dialog from '@mui/material/Dialog';
import { useId, useState } from 'react';
import type { Ad } from '../../../../shared/schemas/ads';
import { ReassignOwnerForm } from './reassign-owner-form';

type Props = {
  /** The ad to give to another person; null keeps the dialog closed. */
  ad: Ad | null;
  onClose: () => void;
  /** Reassigns it; throws when that failed. */
  /** When it has finished closing (focus may need a new place if its button has gone). */
  onExited?: () => void;
  onConfirm: (userId: string) => Promise<void>;
};

/** The reassign-owner dialog; each time it opens, its search starts clean. */
export function ReassignOwnerDialog({ ad, onClose, onExited, onConfirm }: Props) {
  // Keeps the content during the closing transition, when `ad` is already null.
  const [shown, setShown] = useState<Ad | null>(ad);
  const [opened, setOpened] = useState(0);
  const [busy, setBusy] = useState(false);
  if (ad && ad !== shown) {
    setShown(ad);
    setOpened((n) => n + 1);
  }
  const titleId = useId();
  const bodyId = useId();

  return (
    <Dialog
      open={ad !== null}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          sx: {
            borderRadius: '20px',
            mx: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: '100%' },
          },
        },
        transition: { onExited },
      }}
      data-testid="reassign-dialog"
    >
      {shown && (
        <ReassignOwnerForm
          key={opened}
          ad={shown}
          titleId={titleId}
          bodyId={bodyId}
          onBusyChange={setBusy}
          onCancel={onClose}
          onConfirm={async (userId) => {
            await onConfirm(userId);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
