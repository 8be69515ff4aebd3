import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { account as enAccount } from '../../shared/i18n/en/account';
import { errors as enErrors } from '../../shared/i18n/en/errors';
import { ui as enUi } from '../../shared/i18n/en/ui';
import { validation as enValidation } from '../../shared/i18n/en/validation';
import { account as ukAccount } from '../../shared/i18n/uk/account';
import { errors as ukErrors } from '../../shared/i18n/uk/errors';
import { ui as ukUi } from '../../shared/i18n/uk/ui';
import { validation as ukValidation } from '../../shared/i18n/uk/validation';
import { formatTimeUntil } from '../../shared/time-until';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v]] : leaves(v, `${prefix}${k}.`),
  );
const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');

describe('interface texts', () => {
  it('exist in both languages for every key, none empty', () => {
    const en = leaves({ ui: enUi, account: enAccount, validation: enValidation } as Tree);
    const uk = leaves({ ui: ukUi, account: ukAccount, validation: ukValidation } as Tree);
    expect(new Set(uk.map(([k]) => base(k)))).toEqual(new Set(en.map(([k]) => base(k))));
    expect(Object.keys(ukErrors).sort()).toEqual(Object.keys(enErrors).sort());
    const errors = [...Object.entries(enErrors), ...Object.entries(ukErrors)];
    for (const [key, value] of [...en, ...uk, ...errors])
      expect({ key, value: value.trim().length > 0 }).toEqual({ key, value: true });
  });

  it('give every Ukrainian plural its one, few and many forms', () => {
    const uk = new Set(leaves(ukUi as Tree).map(([k]) => k));
    for (const key of uk) {
      if (!key.endsWith('_one')) continue;
      const stem = base(key);
      for (const form of ['few', 'many', 'other']) expect(uk).toContain(`${stem}_${form}`);
    }
  });

  it('pick the right Ukrainian plural form for counts', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'uk', resources: { uk: { ui: ukUi } }, defaultNS: 'ui', initAsync: false });
    const counts = (n: number) => i18n.t('ratings.count', { count: n });
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
