import { cleanAdInput } from '../../server/services/ads/clean-ad-input';
import { AdInput } from '../../shared/schemas/ad-input';

// Samples shared by the tests of the ad input: its schema (AdInput, AdForm) and its cleaning.

export const CATEGORY = '0b6f7c1e-3d2a-4c5b-8e9f-1a2b3c4d5e6f';
export const CITY = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
/** The smallest body AdInput takes. */
export const body = { title: 'Bike for sale', category_id: CATEGORY, city_id: CITY };

/** A parsed input with `fields` put in as they are, the way hostile input reaches the cleaning if validation were skipped. */
export const raw = (fields: Record<string, unknown>) => ({ ...AdInput.parse(body), ...fields }) as AdInput;
/** `body` with `fields` put in as they are, cleaned. */
export const clean = (fields: Record<string, unknown>) => cleanAdInput(raw(fields));

export const SOCIAL_FIELDS = ['instagram', 'facebook', 'twitter', 'telegram', 'tiktok'] as const;

/** Every contact field of an ad, empty: the same names in the input (AdInput) and in the table row (toAdRow). */
export const NO_CONTACTS = Object.fromEntries(
  ['email', 'address', 'website', 'telephone', ...SOCIAL_FIELDS].map((field) => [field, '']),
);
