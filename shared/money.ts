import type { Language } from './constants';
import { numberFormat, plainSpaces } from './intl';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-US' };

/**
 * The currencies an ad's price may be in (ISO 4217): the community's US dollars, hryvnias for what is
 * sold back home, and its neighbours'. The site's own (SITE_CURRENCY) is one of them.
 */
export const AD_CURRENCIES = ['USD', 'UAH', 'EUR', 'CAD', 'GBP'] as const;
export type Currency = (typeof AD_CURRENCIES)[number];
export const DEFAULT_SITE_CURRENCY: Currency = 'USD';
export const isAdCurrency = (value: string): value is Currency =>
  (AD_CURRENCIES as readonly string[]).includes(value);

/**
 * An ad's price, in the currency's main unit, as the reader's language writes money: "$1,200",
 * "1 200 ₴", "€4.99", "4,99 €"; cents only when there are some.
 */
export function formatAmount(amount: number, currency: string, language: Language | string): string {
  return format(amount, currency, language, Number.isInteger(amount) ? 0 : 2);
}

/** An amount in cents (plans, payments), always with its cents: "$4.99", "5,00 $". */
export function formatMoney(cents: number, currency: string, language: Language | string): string {
  return format(cents / 100, currency, language, 2);
}

const localeOf = (language: Language | string) => LOCALES[language as Language] ?? LOCALES.en;

/** The short symbol ($, ₴, €, £) unless it is a bare "$" for another dollar: "CA$20" in English, "20 CAD" in Ukrainian. */
function currencyFormat(currency: string, locale: string, digits: number): Intl.NumberFormat {
  const options = {
    minimumFractionDigits: digits,
    maximumFractionDigits: 2,
    style: 'currency',
    currency,
  } as const;
  const narrow = numberFormat(locale, { ...options, currencyDisplay: 'narrowSymbol' });
  const symbol = narrow.formatToParts(0).find((part) => part.type === 'currency')?.value;
  return symbol !== '$' || currency === 'USD' ? narrow : numberFormat(locale, options);
}

function format(amount: number, currency: string, language: Language | string, digits: number): string {
  const locale = localeOf(language);
  try {
    return plainSpaces(currencyFormat(currency, locale, digits).format(amount));
  } catch {
    // An unknown currency code: the number and the code, never a crash.
    const number = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 });
    return `${number.format(amount)} ${currency}`;
  }
}

/** The symbol prices in `currency` show ("$", "₴", "CA$"), for a price field's adornment. */
export function currencySymbol(currency: string, language: Language | string): string {
  try {
    const parts = currencyFormat(currency, localeOf(language), 0).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** The currency's name in the reader's language ("Ukrainian Hryvnia", "українська гривня"). */
export function currencyName(currency: string, language: Language | string): string {
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/** What paying yearly saves over twelve monthly payments (0 when it saves nothing or is not a subscription). */
export function annualSavingsCents(plan: { price_cents: number; annual_price_cents: number | null }): number {
  if (plan.annual_price_cents === null) return 0;
  return Math.max(0, plan.price_cents * 12 - plan.annual_price_cents);
}
