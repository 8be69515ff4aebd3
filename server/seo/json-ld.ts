import type { PublicAd } from '../../shared/schemas/ads';

const IN_STOCK = 'https://schema.org/InStock';

export interface AdFacts {
  ad: PublicAd;
  url: string;
  /** Absolute URL of the ad's own primary image; null when it has only the placeholder. */
  image: string | null;
  description: string;
  categoryName: string;
}

const offer = (price: number, currency: string, url: string) => ({
  '@type': 'Offer',
  price: String(price),
  priceCurrency: currency,
  availability: IN_STOCK,
  url,
});

/** The approved ratings' average, once there is at least one. */
const aggregateRating = (ad: PublicAd) =>
  ad.total_ratings > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: ad.average_rating,
          ratingCount: ad.total_ratings,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};

/** schema.org data for an ad: an Event for events, otherwise an Offer. Visitor fields only. */
export function adJsonLd({ ad, url, image, description, categoryName }: AdFacts): Record<string, unknown> {
  const common = (type: 'Event' | 'Offer') => ({
    '@context': 'https://schema.org',
    '@type': type,
    name: ad.title,
    ...(description ? { description } : {}),
    url,
    ...(image ? { image } : {}),
    ...aggregateRating(ad),
  });
  if (ad.is_event) {
    return {
      ...common('Event'),
      ...(ad.event_date ? { startDate: ad.event_date } : {}),
      ...(ad.event_end_date ? { endDate: ad.event_end_date } : {}),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      // The city only: the street address is a contact detail, which visitors never get.
      location: {
        '@type': 'Place',
        name: ad.city.name,
        address: { '@type': 'PostalAddress', addressLocality: ad.city.name },
      },
      ...(ad.price !== null ? { offers: offer(ad.price, ad.currency, url) } : {}),
    };
  }
  return {
    ...common('Offer'),
    ...(ad.price !== null ? { price: String(ad.price), priceCurrency: ad.currency } : {}),
    availability: IN_STOCK,
    areaServed: { '@type': 'City', name: ad.city.name },
    category: categoryName,
  };
}
