import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Its children stacked full width on phones, side by side (spread, bottoms aligned) from the sm breakpoint. */
export function SplitRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}
