import type { Language } from './constants';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-US' };

/** An amount in cents as the reader's language writes money: "$4.99", "4,99 US$". */
export function formatMoney(cents: number, currency: string, language: Language | string): string {
  const locale = LOCALES[language as Language] ?? LOCALES.en;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  } catch {
    // An unknown currency code: the number and the code, never a crash.
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
  }
}

/** What paying yearly saves over twelve monthly payments (0 when it saves nothing or is not a subscription). */
export function annualSavingsCents(plan: { price_cents: number; annual_price_cents: number | null }): number {
  if (plan.annual_price_cents === null) return 0;
  return Math.max(0, plan.price_cents * 12 - plan.annual_price_cents);
}
