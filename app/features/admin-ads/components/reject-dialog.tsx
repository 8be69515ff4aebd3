import Dialog from '@mui/material/Dialog';
import { useId, useState } from 'react';
import type { Ad } from '../../../../shared/schemas/ads';
import { RejectForm } from './reject-form';

type Props = {
  /** The ads to reject (one, or the selection); null keeps the dialog closed. */
  ads: Ad[] | null;
  onClose: () => void;
  /** Rejects them with the reason (null: none); throws when that failed. */
  /** When it has finished closing (focus may need a new place if its button has gone). */
  onExited?: () => void;
  onConfirm: (reason: string | null) => Promise<void>;
};

/** The reject dialog; each time it opens, its form starts clean. */
export function RejectDialog({ ads, onClose, onExited, onConfirm }: Props) {
  // Keeps the content during the closing transition, when `ads` is already null.
  const [shown, setShown] = useState<Ad[] | null>(ads);
  const [opened, setOpened] = useState(0);
  const [busy, setBusy] = useState(false);
  if (ads && ads !== shown) {
    setShown(ads);
    setOpened((n) => n + 1);
  }
  const titleId = useId();
  const bodyId = useId();

  return (
    <Dialog
      open={ads !== null}
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
      data-testid="reject-dialog"
    >
      {shown && (
        <RejectForm
          key={opened}
          ads={shown}
          titleId={titleId}
          bodyId={bodyId}
          onBusyChange={setBusy}
          onCancel={onClose}
          onConfirm={async (reason) => {
            await onConfirm(reason);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
