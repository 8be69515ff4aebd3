import { contactFieldsOf } from '../../../../shared/ad-contact';
import { type Currency, DEFAULT_SITE_CURRENCY } from '../../../../shared/money';
import type { AdForm, AdFormOutput } from '../../../../shared/schemas/ad-input';
import type { Ad } from '../../../../shared/schemas/ads';

/** What the form holds, as typed (the schema's input). */
export type AdFormValues = AdForm;

export const EMPTY_AD_FORM: Required<AdForm> = {
  title: '',
  description: '',
  price: '',
  currency: DEFAULT_SITE_CURRENCY,
  category_id: '',
  city_id: '',
  email: '',
  address: '',
  website: '',
  telephone: '',
  instagram: '',
  facebook: '',
  twitter: '',
  telegram: '',
  tiktok: '',
  is_event: false,
  event_date: '',
  event_end_date: '',
};

/** The saved ad as the form shows it (price as text, no dates as ''). */
export function adToFormValues(ad: Ad): Required<AdForm> {
  return {
    title: ad.title,
    description: ad.description,
    price: ad.price === null ? '' : String(ad.price),
    currency: ad.currency as Currency,
    category_id: ad.category_id,
    city_id: ad.city_id,
    ...contactFieldsOf(ad),
    is_event: ad.is_event,
    event_date: ad.event_date ?? '',
    event_end_date: ad.event_end_date ?? '',
  };
}

/** The body for POST /ads and PATCH /ads/{id}: an ad that is not an event keeps no event dates. */
export function toAdBody(values: AdFormOutput): AdFormOutput {
  return values.is_event ? values : { ...values, event_date: null, event_end_date: null };
}

/** The form's fields, for placing the server's per-field messages. */
export const AD_FORM_FIELDS = Object.keys(EMPTY_AD_FORM) as (keyof AdForm)[];
