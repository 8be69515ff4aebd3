import { useMemo, useState } from 'react';

/**
 * Which of the listed ads are ticked. Only ids still listed count (an ad that left the tab after a
 * change is no longer selected); `resetKey` changing (another tab or filter) clears the selection.
 */
export function useSelection(listedIds: readonly string[], resetKey: string) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setTicked(new Set());
  }
  const selected = useMemo(
    () => new Set(listedIds.filter((id) => ticked.has(id))) as ReadonlySet<string>,
    [listedIds, ticked],
  );

  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const setAll = (on: boolean) => setTicked(new Set(on ? listedIds : []));
  const clear = () => setTicked(new Set());
  const drop = (ids: readonly string[]) =>
    setTicked((current) => new Set([...current].filter((id) => !ids.includes(id))));

  return { selected, toggle, setAll, clear, drop };
}
