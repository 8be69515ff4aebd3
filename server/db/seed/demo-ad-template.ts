import type { SeedCategorySlug, SeedCityName } from './reference-data';

export type DemoLanguage = 'uk' | 'en';

/** A fixed price, a [min, max, step] range, or null (no price / "by agreement"). */
export type DemoPrice = number | readonly [number, number, number] | null;

export interface DemoAdTemplate {
  category: SeedCategorySlug;
  /** Variants; one is picked per ad. `{city}` is replaced with the city name (Ukrainian: locative, after "в"/"у"). */
  titles: readonly string[];
  /** Simple HTML (p, strong, ul/li); `{city}` as in titles. */
  description: string;
  price: DemoPrice;
  /** Only these cities (e.g. a church festival in Clearwater); default: any, weighted to Tampa Bay. */
  cities?: readonly SeedCityName[];
  /** Makes it an event lasting this many hours. */
  eventHours?: number;
  website?: string;
  instagram?: string;
  telegram?: string;
  facebook?: string;
  /** Posted by the demo admin (church and community announcements). */
  byAdmin?: boolean;
}
