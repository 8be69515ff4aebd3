import type { i18n } from 'i18next';
import type { Language } from '../../../../shared/constants';

/** The server keeps at most this many characters of a rejection reason. */
export const REJECTION_REASON_MAX = 500;

/** Common reasons a moderator picks from; their texts exist in both languages (`adminAds:reasons`). */
export const REASON_TEMPLATES = [
  'duplicate',
  'wrongCategory',
  'missingInformation',
  'prohibitedItem',
  'spam',
  'badPhoto',
] as const;
export type ReasonTemplate = (typeof REASON_TEMPLATES)[number];

/** A template's text in the language the owner will read (not necessarily the moderator's). */
export function reasonText(i18n: i18n, template: ReasonTemplate, language: Language): string {
  return i18n.getFixedT(language, 'adminAds')(`reasons.${template}.text`);
}

/** The template whose text (in either language) the reason is, if it is one unchanged. */
export function templateOf(
  i18n: i18n,
  reason: string,
): { template: ReasonTemplate; language: Language } | null {
  for (const template of REASON_TEMPLATES)
    for (const language of ['uk', 'en'] as const)
      if (reasonText(i18n, template, language) === reason) return { template, language };
  return null;
}
