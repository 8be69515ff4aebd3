import { syntheticTemplates } from '../server/db/seed/synthetic-templates';

const wordsOf = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter((word) => word.length >= 4);

/** Ukrainian's national Latin spelling, as people type a Cyrillic word on a Latin keyboard. */
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  "'": '',
  '’': '',
};
const latinOf = (word: string) => [...word].map((letter) => LATIN[letter] ?? letter).join('');

/** One typo a person makes: two neighbouring letters swapped, a letter dropped or doubled, in turn. */
function typoOf(word: string, n: number): string {
  const letters = [...word];
  const at = 1 + (n % (letters.length - 2));
  const kind = n % 3;
  if (kind === 0) [letters[at], letters[at + 1]] = [letters[at + 1] as string, letters[at] as string];
  else if (kind === 1) letters.splice(at, 1);
  else letters.splice(at, 0, letters[at] as string);
  return letters.join('');
}

/** The titles' words, each once: the questions and prefixes are built from them. */
function titleWords() {
  const titles = syntheticTemplates().templates.map((t) => wordsOf(t.title));
  return { titles, singles: [...new Set(titles.flat())] };
}

/**
 * `count` distinct questions as visitors ask them, drawn from the words of the synthetic ads' titles
 * (both languages): single words, their Latin spellings, typos of the longer ones (one edit from 5
 * letters, as search forgives), two words of one title, and some of each narrowed to a city. The
 * order is shuffled by a fixed seed, so runs compare.
 */
export function searchQuestions(count: number, citySlugs: readonly string[]): string[] {
  const { titles, singles } = titleWords();
  const latin = singles.filter((w) => /\p{Script=Cyrillic}/u.test(w)).map(latinOf);
  const typos = singles.filter((w) => [...w].length >= 5).map(typoOf);
  const pairs = [...new Set(titles.flatMap((words) => words.slice(1).map((w, i) => `${words[i]} ${w}`)))];
  const asked = [...new Set([...singles, ...latin, ...typos, ...pairs])].map((q) =>
    new URLSearchParams({ q }).toString(),
  );
  const inCities = asked.map((query, i) => `${query}&city=${citySlugs[i % citySlugs.length]}`);
  const all = shuffled([...asked, ...inCities]);
  if (all.length < count) throw new Error(`only ${all.length} distinct questions can be made from the texts`);
  return all.slice(0, count).map((query) => `/api/v1/search?${query}`);
}

/** `count` distinct prefixes as a search box sends them while a word is typed (2 letters or more). */
export function suggestionPrefixes(count: number): string[] {
  const { singles } = titleWords();
  const words = [...singles, ...singles.filter((w) => /\p{Script=Cyrillic}/u.test(w)).map(latinOf)];
  const prefixes = new Set(
    words.flatMap((w) => [...w].slice(2).map((_, i) => [...w].slice(0, i + 2).join(''))),
  );
  const all = shuffled([...prefixes]);
  if (all.length < count) throw new Error(`only ${all.length} distinct prefixes can be made from the texts`);
  return all.slice(0, count).map((q) => `/api/v1/search/suggestions?${new URLSearchParams({ q })}`);
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
