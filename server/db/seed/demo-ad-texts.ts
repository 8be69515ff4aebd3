import type { DemoAdTemplate, DemoLanguage } from './demo-ad-template';
import enEvents from './demo-ads/en-events.json' with { type: 'json' };
import enGoods from './demo-ads/en-goods.json' with { type: 'json' };
import enWork from './demo-ads/en-work.json' with { type: 'json' };
import ukEvents from './demo-ads/uk-events.json' with { type: 'json' };
import ukGoods from './demo-ads/uk-goods.json' with { type: 'json' };
import ukWork from './demo-ads/uk-work.json' with { type: 'json' };
import { SEED_CATEGORIES, SEED_CITIES } from './reference-data';

type StoredTemplate = Omit<DemoAdTemplate, 'category' | 'cities' | 'price'> & {
  category: string;
  cities?: readonly string[];
  price: number | readonly number[] | null;
};

type Templates = readonly DemoAdTemplate[];

const CATEGORY_SLUGS: readonly string[] = SEED_CATEGORIES.map((c) => c.slug);
const CITY_NAMES: readonly string[] = SEED_CITIES;

/**
 * The demo ads' texts are kept as JSON (content, not code); this checks what the type checker no longer
 * can there: every category and city is one the seed creates, and a price range has three numbers.
 */
function checked(file: string, rows: readonly StoredTemplate[]): Templates {
  for (const row of rows) {
    const unknownCity = row.cities?.find((city) => !CITY_NAMES.includes(city));
    const badPrice = Array.isArray(row.price) && row.price.length !== 3;
    if (!CATEGORY_SLUGS.includes(row.category) || unknownCity || badPrice)
      throw new Error(`demo-ads/${file}.json: a bad row, "${row.titles[0]}"`);
  }
  return rows as Templates;
}

/** The demo ads of each language: homes, cars, things for sale and pets; jobs and services; events. */
export const DEMO_ADS: Record<DemoLanguage, { goods: Templates; work: Templates; events: Templates }> = {
  uk: {
    goods: checked('uk-goods', ukGoods),
    work: checked('uk-work', ukWork),
    events: checked('uk-events', ukEvents),
  },
  en: {
    goods: checked('en-goods', enGoods),
    work: checked('en-work', enWork),
    events: checked('en-events', enEvents),
  },
};
