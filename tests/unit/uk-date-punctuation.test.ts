import { describe, expect, it } from 'vitest';
import { formatDate } from '../../app/lib/format';

// A Ukrainian date ends with "р." ("5 лют. 2026 р."): a message must not put a full stop after it.

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v]] : leaves(v, `${prefix}${k}.`),
  );
const modules: Record<string, Record<string, unknown>> = import.meta.glob('../../shared/i18n/uk/*.ts', {
  eager: true,
});

describe('Ukrainian dates in messages', () => {
  it('are never followed by a second full stop', () => {
    const date = formatDate('2026-02-05T12:00:00Z', 'uk');
    expect(date).toMatch(/р\.$/);
    const withDates = Object.values(modules)
      .flatMap((module) => Object.values(module).filter((v): v is Tree => typeof v === 'object'))
      .flatMap((tree) => leaves(tree))
      .filter(([, text]) => text.includes('{{date}}'));
    expect(withDates.length).toBeGreaterThan(5);
    for (const [key, text] of withDates) {
      const shown = text.replaceAll('{{date}}', date);
      expect({ key, shown }).toEqual({ key, shown: shown.replaceAll('р..', 'р.') });
    }
  });
});
