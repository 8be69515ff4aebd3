import Dialog from '@mui/material/Dialog';
import type { ReactNode } from 'react';

/** `sm`: most dialogs (nearly the whole width on phones); `xs`: a short question; `auto`: as wide as its text. */
export type DialogWidth = 'sm' | 'xs' | 'auto';

const PAPER = {
  sm: { borderRadius: '20px', mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: '100%' } },
  xs: { borderRadius: '20px', mx: 1.5 },
  auto: { borderRadius: '20px' },
} as const;

type Props = {
  open: boolean;
  onClose: () => void;
  /** Keeps the dialog open (Escape, a click outside) while it works. */
  busy?: boolean;
  /** Names the dialog. */
  titleId: string;
  /** Describes the dialog. */
  bodyId: string;
  width?: DialogWidth;
  /** When it has finished closing (focus may need a new place if its button has gone). */
  onExited?: () => void;
  testId: string;
  children: ReactNode;
};

/** The app's dialog: rounded, named by its title and described by its body. */
export function AppDialog({
  open,
  onClose,
  busy,
  titleId,
  bodyId,
  width = 'sm',
  onExited,
  testId,
  children,
}: Props) {
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth={width !== 'auto'}
      maxWidth={width === 'auto' ? 'sm' : width}
      slotProps={{ paper: { sx: PAPER[width] }, transition: { onExited } }}
      data-testid={testId}
    >
      {children}
    </Dialog>
  );
}
