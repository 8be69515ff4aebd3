import type { DemoAdTemplate } from './demo-ad-template';
import { DEMO_ADS_EN_GOODS } from './demo-ads-en-goods';
import { DEMO_ADS_EN_WORK } from './demo-ads-en-work';
import { DEMO_ADS_UK_GOODS } from './demo-ads-uk-goods';
import { DEMO_ADS_UK_WORK } from './demo-ads-uk-work';
import { DEMO_EVENTS_EN } from './demo-events-en';
import { DEMO_EVENTS_UK } from './demo-events-uk';

/** One row per title variant, as the SQL generator reads it (jsonb_to_recordset). */
export interface SyntheticTemplate {
  slug: string;
  title: string;
  description: string;
  price_min: number | null;
  price_step: number;
  price_steps: number;
  is_event: boolean;
}

function rows(templates: readonly DemoAdTemplate[], cityText: string): SyntheticTemplate[] {
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
      };
    }),
  );
}

/** The demo texts, reused: events first (the generator picks them by position). */
export function syntheticTemplates(): { events: number; templates: SyntheticTemplate[] } {
  const events = [...rows(DEMO_EVENTS_UK, 'нашому місті'), ...rows(DEMO_EVENTS_EN, 'town')];
  const others = [
    ...rows([...DEMO_ADS_UK_GOODS, ...DEMO_ADS_UK_WORK], 'нашому місті'),
    ...rows([...DEMO_ADS_EN_GOODS, ...DEMO_ADS_EN_WORK], 'town'),
  ];
  return { events: events.length, templates: [...events, ...others] };
}
