import type { Language } from './constants';
import type { CategoryPagesMessages } from './i18n/en/category-pages';

/** `{{name}}` placeholders filled in, as i18next does, for texts read outside i18next. */
export const fillMessage = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * What a category's pages say about it, in the page's intro and in its head: SPEC's own description for
 * its six categories (by slug), else a sentence naming the category and the city. `messages` are the
 * category-pages texts of `language` (the server imports them, the SPA loads its language's namespace).
 */
export function categoryDescription(
  messages: CategoryPagesMessages,
  language: Language,
  category: { slug: string; name_en: string; name_uk: string },
  cityName: string,
): string {
  const own: Record<string, string> = messages.descriptions;
  if (Object.hasOwn(own, category.slug)) return own[category.slug] as string;
  const name = language === 'en' ? category.name_en : category.name_uk || category.name_en;
  return fillMessage(messages.fallback, { category: name, city: cityName });
}
