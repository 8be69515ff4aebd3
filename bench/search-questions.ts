import { syntheticTemplates } from '../server/db/seed/synthetic-templates';

const wordsOf = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter((word) => word.length >= 4);

/**
 * `count` distinct questions as visitors ask them, drawn from the words of the synthetic ads' titles
 * (both languages): single words, two words of one title, and some of each narrowed to a city. The
 * order is shuffled by a fixed seed, so runs compare.
 */
export function searchQuestions(count: number, citySlugs: readonly string[]): string[] {
  const titles = syntheticTemplates().templates.map((t) => wordsOf(t.title));
  const singles = [...new Set(titles.flat())];
  const pairs = [...new Set(titles.flatMap((words) => words.slice(1).map((w, i) => `${words[i]} ${w}`)))];
  const asked = [...singles, ...pairs].map((q) => new URLSearchParams({ q }).toString());
  const inCities = asked.map((query, i) => `${query}&city=${citySlugs[i % citySlugs.length]}`);
  const all = shuffled([...asked, ...inCities]);
  if (all.length < count) throw new Error(`only ${all.length} distinct questions can be made from the texts`);
  return all.slice(0, count).map((query) => `/api/v1/search?${query}`);
}

function shuffled<T>(items: T[]): T[] {
  let seed = 20_261_125;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
