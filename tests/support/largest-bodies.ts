import { AD_ADDRESS_MAX, AD_DESCRIPTION_MAX, AD_TITLE_MAX, AdInput } from '../../shared/schemas/ad-input';
import { SendNotificationInput } from '../../shared/schemas/admin-notifications';

// The largest bodies people may legitimately send, for measuring the JSON body limit: every field
// at its maximum length, in a character that takes 3 bytes in UTF-8 (more than Cyrillic's 2).

const WIDE = '中';
const wide = (length: number) => WIDE.repeat(length);
const longUrl = (length: number) =>
  `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;

/** An ad at SPEC's maxima (AdInput accepts it). */
export function largestAd(place: { city_id: string; category_id: string }) {
  const social = longUrl(2048);
  const body = {
    ...place,
    title: wide(AD_TITLE_MAX),
    description: wide(AD_DESCRIPTION_MAX),
    price: 99_999_999.99,
    email: `${wide(254 - '@example.com'.length)}@example.com`,
    address: wide(AD_ADDRESS_MAX),
    website: longUrl(2048),
    telephone: `+1 ${'8'.repeat(17)} ${'-'.repeat(16)}`,
    instagram: social,
    facebook: social,
    twitter: social,
    telegram: social,
    tiktok: social,
    is_event: true,
    event_date: '2031-05-01T18:00:00.000+03:00',
    event_end_date: '2031-05-02T18:00:00.000+03:00',
  };
  AdInput.parse(body);
  return body;
}

/**
 * An admin notification at its raw-input maxima: ten times the cleaned lengths (pasted rich text is
 * mostly markup, removed before the cleaned lengths are checked), the markup's attribute values wide.
 */
export function largestNotification(recipientId: string) {
  const marked = (rawMax: number, textLength: number) => {
    const text = wide(textLength);
    const tag = (n: number) => `<span title="${wide(n)}"></span>`;
    const room = rawMax - text.length - tag(0).length;
    return `${tag(room)}${text}`;
  };
  const body = {
    audience: 'person',
    recipient_id: recipientId,
    title_en: marked(1200, 120),
    title_uk: marked(1200, 120),
    body_en: marked(20_000, 2000),
    body_uk: marked(20_000, 2000),
    send_email: true,
  };
  SendNotificationInput.parse(body);
  return body;
}

export const jsonBytes = (body: unknown) => Buffer.byteLength(JSON.stringify(body));
