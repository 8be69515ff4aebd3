import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';

type ByWidth<T> = Partial<Record<Breakpoint, T>>;

type Grid = {
  /** The gap between columns from md on (narrower screens all use the same). */
  gapFromMd: number;
  columns: ByWidth<string>;
  /** Named areas: `thumb`, `main`, `status`, `actions`, and any the list adds. */
  areas: ByWidth<string>;
};

/**
 * The grid of one row of an ad list (shared by the row and its skeleton): the padding, gaps and
 * alignment of every list (top-aligned while the row stacks, centred from md), with its own columns.
 */
export function adRowLayout({ gapFromMd, columns, areas }: Grid): SxProps<Theme> {
  return {
    display: 'grid',
    columnGap: { xs: 1.5, sm: 2, md: gapFromMd },
    rowGap: 1.5,
    p: { xs: 1.5, sm: 2 },
    alignItems: { xs: 'start', md: 'center' },
    gridTemplateColumns: columns,
    gridTemplateAreas: areas,
  };
}
