import { describe, expect, it } from 'vitest';
import { findCategory, findCity } from '../../shared/catalog-lookup';
import { categoryDescription } from '../../shared/category-description';
import type { Language } from '../../shared/constants';
import { categoryPages as enPages } from '../../shared/i18n/en/category-pages';
import { categoryPages as ukPages } from '../../shared/i18n/uk/category-pages';

// The one lookup of a city or category by address or query (the SPA's pages and the server's), and the
// description a category's pages carry.

const city = (id: string, name: string, name_uk: string | null, slug = name.toLowerCase()) => ({
  id,
  name,
  name_uk,
  slug,
});
const cities = [
  city('1', 'Kyiv', 'Київ'),
  city('2', 'St Petersburg', 'Сент-Пітерсберг', 'st-petersburg'),
  city('3', 'Lviv', null, 'lviv-old'),
  // An admin gave this city the slug that is Lviv's name: the stored slug wins.
  city('4', 'Lemberg', 'Лемберг', 'lviv'),
];
const categories = [
  { id: 'a', slug: 'real-estate', name_en: 'Real Estate', name_uk: 'Нерухомість' },
  { id: 'b', slug: 'household-items', name_en: 'Household Items', name_uk: 'Товари для дому' },
];

describe('finding a city or category', () => {
  it('reads an id, a slug, or a name in either language in any case', () => {
    const ids = ['Київ', 'київ', 'КИЇВ', 'Kyiv', 'KYIV', 'kyiv', ' 1 '].map((v) => findCity(cities, v)?.id);
    expect(ids).toEqual(['1', '1', '1', '1', '1', '1', '1']);
    expect(findCity(cities, 'Сент-Пітерсберг')?.id).toBe('2');
    expect(findCity(cities, 'st petersburg')?.id).toBe('2');
    expect(findCity(cities, 'Lviv')?.id).toBe('4');
    expect(findCategory(categories, 'Нерухомість')?.id).toBe('a');
    expect(findCategory(categories, 'товари для дому')?.id).toBe('b');
    expect(findCategory(categories, 'Household Items')?.id).toBe('b');
  });

  it('finds nothing for an unknown or empty name', () => {
    for (const value of ['Атлантида', '', '  ', '---', null, undefined]) {
      expect(findCity(cities, value)).toBeUndefined();
      expect(findCategory(categories, value)).toBeUndefined();
    }
  });
});

const descriptionIn = (
  language: Language,
  category: { slug: string; name_en: string; name_uk: string },
  city: string,
) => categoryDescription(language === 'uk' ? ukPages : enPages, language, category, city);

describe("a category's description", () => {
  it("is SPEC's own for its six categories, in both languages, short enough for a search result", () => {
    expect(Object.keys(enPages.descriptions).sort()).toEqual(
      ['electronics', 'household-items', 'jobs', 'real-estate', 'services', 'vehicles'].sort(),
    );
    for (const [slug, text] of Object.entries(ukPages.descriptions)) {
      const category = { slug, name_en: 'x', name_uk: 'x' };
      expect(descriptionIn('uk', category, 'Тампа')).toBe(text);
      expect(descriptionIn('en', category, 'Tampa')).not.toBe(text);
      expect(text.length).toBeLessThanOrEqual(160);
    }
    for (const text of Object.values(enPages.descriptions)) expect(text.length).toBeLessThanOrEqual(160);
  });

  it('names any other category and the city, and never reads a name off the prototype', () => {
    const pets = { slug: 'pets', name_en: 'Pets', name_uk: 'Тварини' };
    expect(descriptionIn('en', pets, 'Tampa')).toBe(
      'Pets in Tampa: classified ads of the Ukrainian community.',
    );
    expect(descriptionIn('uk', pets, 'Тампа')).toBe('Тварини в місті Тампа: оголошення української громади.');
    const odd = { slug: 'constructor', name_en: 'Odd', name_uk: 'Дивне' };
    expect(descriptionIn('en', odd, 'Tampa')).toBe(
      'Odd in Tampa: classified ads of the Ukrainian community.',
    );
  });
});
