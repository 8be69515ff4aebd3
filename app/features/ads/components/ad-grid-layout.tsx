import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Props = {
  children: ReactNode;
  label?: string;
  /** One card a row on phones (for cards that carry a full-width button) instead of two. */
  wideCards?: boolean;
};

/** Responsive grid of cards: 2 columns on phones (or 1 with wideCards), up to 4 on wide screens. */
export function AdGridLayout({ children, label, wideCards = false }: Props) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: wideCards ? 2 : 1.5, sm: 2, md: 3 },
        gridTemplateColumns: {
          xs: wideCards ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(160px, 1fr))',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
