import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

type Props = {
  /** Names the region ("Filters"). */
  label: string;
  /** The grid's columns on phones and from md up. */
  columns: { xs: string; md: string };
  alignItems: 'start' | 'center';
  testId: string;
  children: ReactNode;
};

const frame = { borderRadius: '20px', p: 2 } as const;

/** The filters above an admin list: an outlined section laying its fields out on a grid. */
export function FiltersBar({ label, columns, alignItems, testId, children }: Props) {
  return (
    <Paper component="section" variant="outlined" aria-label={label} sx={frame} data-testid={testId}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns, alignItems }}>{children}</Box>
    </Paper>
  );
}
