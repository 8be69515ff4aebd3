/** sharp's resize to an image variant (IMAGE_VARIANT_SIZES): inside a square of `side` px, never enlarged. */
export const fitInside = (side: number) => ({
  width: side,
  height: side,
  fit: 'inside' as const,
  withoutEnlargement: true,
});
