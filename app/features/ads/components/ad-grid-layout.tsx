import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { gridColumn, type ImageSlot, imageSizes } from '../../../lib/image-sizes';
import { BREAKPOINTS, PAGE_GUTTER } from '../../../lib/page-frame';

type Props = {
  children: ReactNode;
  label?: string;
  /** One card a row on phones (for cards that carry a full-width button) instead of two. */
  wideCards?: boolean;
};

/** On phones as many columns of at least this width as fit (px). */
const PHONE_MIN_COLUMN = 160;
const GAP = { xs: 12, wideXs: 16, sm: 16, md: 24 } as const;
const COLUMNS = { sm: 2, md: 3, lg: 4 } as const;

/** Below sm: the widths at which a phone's auto-fill grid gains a column, from one on. */
function phoneSlots(): [number, ImageSlot][] {
  const slots: [number, ImageSlot][] = [[0, gridColumn(1, GAP.xs)]];
  for (let columns = 2; ; columns++) {
    const from = columns * PHONE_MIN_COLUMN + (columns - 1) * GAP.xs + 2 * PAGE_GUTTER.xs;
    if (from >= BREAKPOINTS.sm) return slots;
    slots.push([from, gridColumn(columns, GAP.xs)]);
  }
}

const widerSlots: [number, ImageSlot][] = [
  [BREAKPOINTS.sm, gridColumn(COLUMNS.sm, GAP.sm)],
  [BREAKPOINTS.md, gridColumn(COLUMNS.md, GAP.md)],
  [BREAKPOINTS.lg, gridColumn(COLUMNS.lg, GAP.md)],
];

/** The `sizes` of a card's photo in this grid (one column's width at each viewport width). */
export const AD_GRID_IMAGE_SIZES = {
  cards: imageSizes([...phoneSlots(), ...widerSlots]),
  wideCards: imageSizes([[0, gridColumn(1, GAP.wideXs)], ...widerSlots]),
};

/**
 * How many cards load their photo at once, with high priority: the first row on a phone. A fixed
 * count, since the server cannot know the width; on wider screens the rest of the first row is lazy
 * but on screen, so it loads right after layout.
 */
export const firstRowCards = (wideCards = false) => (wideCards ? 1 : 2);

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
        gap: { xs: `${wideCards ? GAP.wideXs : GAP.xs}px`, sm: `${GAP.sm}px`, md: `${GAP.md}px` },
        gridTemplateColumns: {
          xs: wideCards ? 'minmax(0, 1fr)' : `repeat(auto-fill, minmax(${PHONE_MIN_COLUMN}px, 1fr))`,
          sm: `repeat(${COLUMNS.sm}, minmax(0, 1fr))`,
          md: `repeat(${COLUMNS.md}, minmax(0, 1fr))`,
          lg: `repeat(${COLUMNS.lg}, minmax(0, 1fr))`,
        },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
