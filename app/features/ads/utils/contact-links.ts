import type { AdContacts } from '../../../../shared/schemas/ads';

export type ContactField =
  | 'email'
  | 'telephone'
  | 'website'
  | 'address'
  | 'instagram'
  | 'facebook'
  | 'twitter'
  | 'telegram'
  | 'tiktok';

export const CONTACT_ORDER: ContactField[] = [
  'telephone',
  'email',
  'website',
  'address',
  'telegram',
  'instagram',
  'facebook',
  'twitter',
  'tiktok',
];

const SOCIAL_BASE: Partial<Record<ContactField, (handle: string) => string>> = {
  instagram: (h) => `https://www.instagram.com/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  telegram: (h) => `https://t.me/${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
};

function webUrl(value: string): string | null {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Where a contact value links to; null when it is shown as text only. Only http(s), mailto and tel. */
export function contactHref(field: ContactField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  switch (field) {
    case 'email':
      return `mailto:${value}`;
    case 'telephone':
      return `tel:${value.replace(/[^\d+]/g, '')}`;
    case 'address':
      return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(value)}`;
    case 'website':
      return webUrl(value);
    default: {
      if (/^https?:\/\//i.test(value)) return webUrl(value);
      const handle = value.replace(/^@/, '');
      const build = SOCIAL_BASE[field];
      return build && /^[\w.-]+$/.test(handle) ? build(handle) : null;
    }
  }
}

export function contactEntries(
  ad: AdContacts,
): { field: ContactField; value: string; href: string | null }[] {
  return CONTACT_ORDER.filter((field) => ad[field]?.trim()).map((field) => ({
    field,
    value: ad[field].trim(),
    href: contactHref(field, ad[field]),
  }));
}
