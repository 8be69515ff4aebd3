import type { DemoAdTemplate, DemoLanguage } from './demo-ad-template';
import { DEMO_ADS } from './demo-ad-texts';

/** One row per title variant, as the SQL generator reads it (jsonb_to_recordset). */
export interface SyntheticTemplate {
  slug: string;
  title: string;
  description: string;
  price_min: number | null;
  price_step: number;
  price_steps: number;
  is_event: boolean;
  lang: DemoLanguage;
}

function rows(templates: readonly DemoAdTemplate[], lang: DemoLanguage): SyntheticTemplate[] {
  const cityText = lang === 'uk' ? 'нашому місті' : 'town';
  return templates.flatMap((t) =>
    t.titles.map((title) => {
      const [min, step, steps] =
        t.price === null
          ? [null, 0, 0]
          : typeof t.price === 'number'
            ? [t.price, 0, 0]
            : [t.price[0], t.price[2], Math.floor((t.price[1] - t.price[0]) / t.price[2])];
      return {
        slug: t.category,
        title: title.replaceAll('{city}', cityText),
        description: t.description.replaceAll('{city}', cityText),
        price_min: min,
        price_step: step,
        price_steps: steps,
        is_event: Boolean(t.eventHours),
        lang,
      };
    }),
  );
}

/** The demo texts, reused: events first (the generator picks them by position). */
export function syntheticTemplates(): { events: number; templates: SyntheticTemplate[] } {
  const { uk, en } = DEMO_ADS;
  const events = [...rows(uk.events, 'uk'), ...rows(en.events, 'en')];
  const others = [...rows([...uk.goods, ...uk.work], 'uk'), ...rows([...en.goods, ...en.work], 'en')];
  return { events: events.length, templates: [...events, ...others] };
}

const FIRST_NAMES = [
  'Оксана',
  'Марія',
  'Наталія',
  'Ірина',
  'Олена',
  'Галина',
  'Тетяна',
  'Юлія',
  'Христина',
  'Софія',
  'Андрій',
  'Олег',
  'Тарас',
  'Василь',
  'Микола',
  'Петро',
  'Богдан',
  'Ігор',
  'Роман',
  'Степан',
];
const SURNAME_STEMS = [
  'Ковал',
  'Бондар',
  'Ткач',
  'Гончар',
  'Мороз',
  'Литвин',
  'Кушнір',
  'Мельнич',
  'Кравч',
  'Олійнич',
  'Шевч',
  'Савч',
  'Руд',
  'Марч',
  'Петр',
  'Павл',
  'Сидор',
  'Гнат',
  'Дмитр',
  'Остап',
  'Тарас',
  'Соловй',
  'Гриц',
  'Яковл',
  'Клим',
  'Лев',
  'Зінч',
  'Стец',
  'Борис',
  'Волош',
  'Гаврил',
  'Демч',
  'Дорош',
  'Євтуш',
  'Жук',
  'Зайч',
  'Іванч',
  'Карп',
  'Кирил',
  'Кост',
  'Лук',
  'Максим',
  'Мирон',
  'Назар',
  'Онищ',
  'Панас',
  'Прокоп',
  'Рад',
  'Семен',
  'Тимош',
  'Устим',
  'Федор',
  'Харч',
  'Цимбал',
  'Чорнов',
  'Шаповал',
  'Юрч',
  'Ярем',
  'Бойч',
  'Вакул',
  'Гордій',
  'Данил',
  'Загор',
  'Йосип',
  'Кузьм',
  'Лозов',
  'Матвій',
  'Нестер',
  'Охрім',
  'Пилип',
  'Ромаш',
  'Сав',
  'Тереш',
  'Филип',
  'Хом',
  'Черн',
  'Шулж',
  'Явор',
  'Білош',
  'Вовч',
  'Гуменн',
  'Дяч',
  'Заруб',
  'Кобил',
  'Ляш',
  'Мазур',
  'Нагорн',
  'Осадч',
  'Пасічн',
  'Рибал',
  'Сірч',
  'Трох',
  'Фесен',
  'Хмар',
  'Цвіт',
  'Чуб',
  'Шпак',
  'Щерб',
  'Юхим',
  'Ящ',
];
const SURNAME_ENDINGS = [
  'енко',
  'ук',
  'чук',
  'ишин',
  'ів',
  'як',
  'ович',
  'енський',
  'ець',
  'ик',
  'юк',
  'ейко',
];

/**
 * Contact names for the synthetic ads' closing line, so that search meets a long tail of words as on
 * a real board: surnames are picked with a Zipf-like weight (the first about 1,000 times as often as
 * the last), giving words found in a tenth of the ads down to ones found in a hundred of a million.
 */
export function syntheticContacts(): { firstNames: string[]; surnames: string[] } {
  const surnames = SURNAME_ENDINGS.flatMap((ending) => SURNAME_STEMS.map((stem) => stem + ending));
  return { firstNames: FIRST_NAMES, surnames };
}
