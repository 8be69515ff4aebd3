import { useEffect } from 'react';

let how: 'hydrated' | 'rendered' = 'rendered';
/** Says how the page came to life (app/main.tsx), before it does. */
export const cameToLifeBy = (value: typeof how) => {
  how = value;
};

/**
 * Marks the moment the page's own content answers to input, `hydrated` (the server's HTML brought to
 * life) or `rendered` (in the browser alone): `<html data-interactive>` for the browser journeys, which
 * act only after it, and the performance mark `hromada:interactive` for `npm run bench:web`. It sits
 * beside the page, in its Suspense boundary: it fires once that has hydrated or rendered.
 */
export function MarkInteractive() {
  useEffect(() => {
    if ('interactive' in document.documentElement.dataset) return;
    document.documentElement.dataset.interactive = how;
    performance.mark('hromada:interactive');
  }, []);
  return null;
}
