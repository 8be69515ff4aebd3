import { useEffect } from 'react';

/**
 * Marks the moment the page answers to input, `hydrated` (the server's HTML brought to life) or
 * `rendered` (in the browser alone): `<html data-interactive>` for the browser journeys, which act
 * only after it, and the performance mark `hromada:interactive` for `npm run bench:web`.
 */
export function MarkInteractive({ how }: { how: 'hydrated' | 'rendered' }) {
  useEffect(() => {
    if ('interactive' in document.documentElement.dataset) return;
    document.documentElement.dataset.interactive = how;
    performance.mark('hromada:interactive');
  }, [how]);
  return null;
}
