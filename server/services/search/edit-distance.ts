/**
 * Whether `a` becomes `b` in at most `max` edits, an edit being one letter inserted, deleted or
 * substituted, or two neighbouring letters swapped (the optimal string alignment distance, which is
 * what search engines call a typo). Stops as soon as every path needs more than `max`.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return false;
    before = previous;
    previous = current;
  }
  return (previous[b.length] ?? Number.POSITIVE_INFINITY) <= max;
}
