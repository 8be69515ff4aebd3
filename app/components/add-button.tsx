import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode, Ref } from 'react';

type Props = {
  /** A page to go to ("Post ad"), else `onClick`. */
  href?: string;
  onClick?: () => void;
  ref?: Ref<HTMLButtonElement>;
  testId: string;
  children: ReactNode;
};

/** The "+ Add…" button beside a page's or panel's heading. */
export function AddButton({ href, onClick, ref, testId, children }: Props) {
  return (
    <Button
      ref={ref}
      href={href}
      onClick={onClick}
      variant="contained"
      size="large"
      startIcon={<AddIcon aria-hidden />}
      sx={{ flexShrink: 0 }}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
