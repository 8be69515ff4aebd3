import { describe, expect, it } from 'vitest';
import { AD_CURRENCIES, currencyName, currencySymbol, formatAmount, formatMoney } from '../../shared/money';

// One formatter for money (shared/money.ts): an ad's price in its own currency, plans and payments in
// cents, each as the reader's language writes money. Spaces in Ukrainian amounts are no-break ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatAmount: an ad’s price in its currency', () => {
  it('writes each currency of the list in English and Ukrainian, cents only when there are some', () => {
    const shown = AD_CURRENCIES.map((code) => [
      code,
      formatAmount(1200, code, 'en'),
      plain(formatAmount(1200, code, 'uk')),
      formatAmount(4.5, code, 'en'),
      plain(formatAmount(4.5, code, 'uk')),
    ]);
    expect(shown).toEqual([
      ['USD', '$1,200', '1 200 $', '$4.50', '4,50 $'],
      ['UAH', '₴1,200', '1 200 ₴', '₴4.50', '4,50 ₴'],
      ['EUR', '€1,200', '1 200 €', '€4.50', '4,50 €'],
      // A bare "$" means US dollars: another dollar names itself.
      ['CAD', 'CA$1,200', '1 200 CAD', 'CA$4.50', '4,50 CAD'],
      ['GBP', '£1,200', '1 200 £', '£4.50', '4,50 £'],
    ]);
  });

  it('never throws on a code it does not know, and reads an unknown language as English', () => {
    expect(plain(formatAmount(10, 'XQZ', 'en'))).toBe('XQZ 10');
    expect(plain(formatAmount(10, 'not a code', 'uk'))).toBe('10 not a code');
    expect(formatAmount(99_999_999.99, 'USD', 'fr')).toBe('$99,999,999.99');
  });
});

describe('formatMoney: amounts in cents keep their cents', () => {
  it('shows plans and payments with two decimals', () => {
    expect(formatMoney(500, 'USD', 'en')).toBe('$5.00');
    expect(plain(formatMoney(499, 'UAH', 'uk'))).toBe('4,99 ₴');
  });
});

describe('the price field’s symbol and the currency names', () => {
  it('gives the symbol a price shows and the name in the reader’s language', () => {
    expect(['USD', 'UAH', 'CAD'].map((code) => currencySymbol(code, 'en'))).toEqual(['$', '₴', 'CA$']);
    expect(currencySymbol('CAD', 'uk')).toBe('CAD');
    expect(currencyName('UAH', 'en')).toBe('Ukrainian Hryvnia');
    expect(currencyName('UAH', 'uk')).toBe('українська гривня');
  });
});
