import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errors as enErrors } from '../../shared/i18n/en/errors';
import { errors as ukErrors } from '../../shared/i18n/uk/errors';
import { ratings as ukRatings } from '../../shared/i18n/uk/ratings';
import { formatTimeUntil } from '../../shared/time-until';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v]] : leaves(v, `${prefix}${k}.`),
  );
const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');

/** Every namespace file of a language (errors apart), keyed by file name: each exports one object. */
function namespaces(modules: Record<string, Record<string, unknown>>): Tree {
  const tree: Tree = {};
  for (const [path, module] of Object.entries(modules)) {
    const name = path.replace(/^.*\/|\.ts$/g, '');
    if (name === 'errors') continue;
    tree[name] = Object.values(module).find((v) => typeof v === 'object') as Tree;
  }
  return tree;
}
const en = namespaces(import.meta.glob('../../shared/i18n/en/*.ts', { eager: true }));
const uk = namespaces(import.meta.glob('../../shared/i18n/uk/*.ts', { eager: true }));

describe('interface texts', () => {
  it('exist in both languages for every key, none empty', () => {
    expect(Object.keys(uk).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).length).toBeGreaterThan(10);
    const enLeaves = leaves(en);
    const ukLeaves = leaves(uk);
    expect(new Set(ukLeaves.map(([k]) => base(k)))).toEqual(new Set(enLeaves.map(([k]) => base(k))));
    expect(Object.keys(ukErrors).sort()).toEqual(Object.keys(enErrors).sort());
    const errors = [...Object.entries(enErrors), ...Object.entries(ukErrors)];
    for (const [key, value] of [...enLeaves, ...ukLeaves, ...errors])
      expect({ key, value: value.trim().length > 0 }).toEqual({ key, value: true });
  });

  it('give every Ukrainian plural its one, few and many forms', () => {
    const keys = new Set(leaves(uk).map(([k]) => k));
    for (const key of keys) {
      if (!key.endsWith('_one')) continue;
      const stem = base(key);
      for (const form of ['few', 'many', 'other']) expect(keys).toContain(`${stem}_${form}`);
    }
  });

  it('pick the right Ukrainian plural form for counts', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'uk',
      resources: { uk: { ratings: ukRatings } },
      defaultNS: 'ratings',
      initAsync: false,
    });
    // The app's typed keys are the `ui` namespace's; this instance holds only `ratings`.
    const t = i18n.t as unknown as (key: string, options: { count: number }) => string;
    const counts = (n: number) => t('summary.count', { count: n });
    expect([1, 2, 5, 11, 21, 22, 25].map(counts)).toEqual([
      '1 оцінка',
      '2 оцінки',
      '5 оцінок',
      '11 оцінок',
      '21 оцінка',
      '22 оцінки',
      '25 оцінок',
    ]);
  });
});

describe('time until reset (SPEC section 8)', () => {
  it('reads now, minutes, hours, or hours and minutes', () => {
    expect([0, 30, 60, 61, 300, 3600, 7200, 5400].map((s) => formatTimeUntil(s, 'en'))).toEqual([
      'now',
      '1 minute',
      '1 minute',
      '2 minutes',
      '5 minutes',
      '1 hour',
      '2 hours',
      '1h 30m',
    ]);
    expect([60, 120, 300, 1260, 3600, 10800, 5400].map((s) => formatTimeUntil(s, 'uk'))).toEqual([
      '1 хвилину',
      '2 хвилини',
      '5 хвилин',
      '21 хвилину',
      '1 годину',
      '3 години',
      '1 год 30 хв',
    ]);
  });
});
