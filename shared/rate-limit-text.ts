import type { Language } from './constants';

const pluralRule = (lang: Language, n: number) => new Intl.PluralRules(lang).select(n);

function english(remaining: number, limit: number, windowMinutes: number): string {
  const requests = pluralRule('en', limit) === 'one' ? 'request' : 'requests';
  const window = windowMinutes === 60 ? 'hour' : `${windowMinutes} minute`;
  return `${remaining} of ${limit} ${requests} remaining this ${window} window.`;
}

/** The noun and the verb agree with the number left: "Залишився 1 запит", "Залишилося 2 запити / 5 запитів". */
function ukrainian(remaining: number, limit: number, windowMinutes: number): string {
  const rule = pluralRule('uk', remaining);
  const left =
    rule === 'one'
      ? `Залишився ${remaining} запит`
      : rule === 'few'
        ? `Залишилося ${remaining} запити`
        : `Залишилося ${remaining} запитів`;
  const window = windowMinutes === 60 ? 'годинному' : `${windowMinutes}-хвилинному`;
  return `${left} із ${limit} у цьому ${window} вікні.`;
}

/** SPEC: 'N of L requests remaining this {X minute|hour} window.' */
export function formatRemaining(
  remaining: number,
  limit: number,
  windowMinutes: number,
  lang: Language,
): string {
  return lang === 'uk'
    ? ukrainian(remaining, limit, windowMinutes)
    : english(remaining, limit, windowMinutes);
}
