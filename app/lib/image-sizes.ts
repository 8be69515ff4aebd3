import { BREAKPOINTS, PAGE_GUTTER, PAGE_MAX_WIDTH } from './page-frame';

/**
 * How wide an image is shown: a fixed width, or a share of the page's main column once `less` px
 * (gaps between columns) are taken off it.
 */
export type ImageSlot = { px: number } | { share: number; less: number };

/** One of `columns` equal columns `gap` px apart across the page's main column. */
export const gridColumn = (columns: number, gap: number): ImageSlot => ({
  share: 1 / columns,
  less: (columns - 1) * gap,
});

const gutterAt = (viewport: number) =>
  viewport >= BREAKPOINTS.md ? PAGE_GUTTER.md : viewport >= BREAKPOINTS.sm ? PAGE_GUTTER.sm : PAGE_GUTTER.xs;

function slotLength(slot: ImageSlot, viewport: number): string {
  if ('px' in slot) return `${slot.px}px`;
  const less = slot.less + 2 * gutterAt(viewport);
  if (viewport >= PAGE_MAX_WIDTH) return `${Math.round((PAGE_MAX_WIDTH - less) * slot.share)}px`;
  if (slot.share === 1) return `calc(100vw - ${less}px)`;
  return `calc((100vw - ${less}px) * ${Number(slot.share.toFixed(4))})`;
}

/**
 * An <img>'s `sizes`: the slot it fills from each viewport width on (`[0, …]` first), so the browser
 * picks a variant before any layout. The page's gutters and its maximum width are accounted for.
 */
export function imageSizes(slots: readonly (readonly [from: number, slot: ImageSlot])[]): string {
  const starts = [
    ...new Set([...slots.map(([from]) => from), BREAKPOINTS.sm, BREAKPOINTS.md, PAGE_MAX_WIDTH]),
  ].sort((a, b) => a - b);
  const entries: { from: number; length: string }[] = [];
  for (const from of starts) {
    const slot = slots.findLast(([start]) => start <= from)?.[1];
    if (!slot) continue;
    const length = slotLength(slot, from);
    if (entries.at(-1)?.length !== length) entries.push({ from, length });
  }
  return entries
    .reverse()
    .map(({ from, length }) => (from > 0 ? `(min-width: ${from}px) ${length}` : length))
    .join(', ');
}

/** The `sizes` of an image of a fixed width from each breakpoint on, e.g. `{ xs: 104, sm: 160 }`. */
export function fixedImageSizes(widths: Partial<Record<keyof typeof BREAKPOINTS, number>>): string {
  const slots = Object.entries(widths).map(
    ([name, px]) => [BREAKPOINTS[name as keyof typeof BREAKPOINTS], { px }] as const,
  );
  return imageSizes(slots.sort(([a], [b]) => a - b));
}
