import type { Language } from './constants';

const plural = (lang: Language, n: number, forms: { one: string; few: string; many: string }) => {
  const rule = new Intl.PluralRules(lang).select(n);
  return `${n} ${rule === 'one' ? forms.one : rule === 'few' ? forms.few : forms.many}`;
};

const words = {
  en: {
    now: 'now',
    minute: { one: 'minute', few: 'minutes', many: 'minutes' },
    hour: { one: 'hour', few: 'hours', many: 'hours' },
  },
  uk: {
    now: 'зараз',
    minute: { one: 'хвилину', few: 'хвилини', many: 'хвилин' },
    hour: { one: 'годину', few: 'години', many: 'годин' },
  },
} as const;

/** SPEC: 'now', '1 minute', 'N minutes', 'N hours', or 'Nh Mm'. */
export function formatTimeUntil(seconds: number, lang: Language): string {
  const w = words[lang];
  if (seconds <= 0) return w.now;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(lang, minutes, w.minute);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return plural(lang, hours, w.hour);
  return lang === 'uk' ? `${hours} год ${rest} хв` : `${hours}h ${rest}m`;
}
