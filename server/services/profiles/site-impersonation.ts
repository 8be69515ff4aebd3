import { collapseRepeats, foldWords } from '../anti-spam/fold-text';

/** Words folded as the anti-spam checks fold them (look-alike letters, case, repeats), single letters joined. */
function wordsOf(name: string): string[] {
  const words: string[] = [];
  let letters = '';
  for (const { text } of foldWords(name)) {
    // 'a d m i n' is one word spelled out.
    if (text.length === 1) letters += text;
    else {
      if (letters) words.push(collapseRepeats(letters));
      letters = '';
      words.push(collapseRepeats(text));
    }
  }
  if (letters) words.push(collapseRepeats(letters));
  return words;
}
const fold = (word: string) => wordsOf(word).join('');

/** The site's name as a word of a name, in both scripts and in the cases Ukrainian gives it. */
const SITE_WORDS = [
  ...['hromada', 'hromady', 'hromadi', 'hromadu', 'hromadoiu', 'hromadoyu', 'gromada', 'gromady'],
  ...['громада', 'громади', 'громаді', 'громаду', 'громадою', 'громадо', 'громады', 'громаде'],
].map(fold);

/**
 * Words staff go by, as the start of a word ('Administrator', 'Модераторка', 'підтримки'): not
 * 'moder' alone ('Модерн'), nor 'офіц' ('Офіцер').
 */
const ROLE_STEMS = [
  ...['admin', 'moderat', 'support', 'official', 'helpdesk'],
  ...['адмін', 'админ', 'модерат', 'підтримк', 'поддержк', 'офіційн', 'официальн'],
].map(fold);
/** Words that speak for the site only beside its name or a role word: as whole words. */
const ROLE_WORDS = new Set(['staff', 'team', 'команда', 'команди', 'служба', 'служби'].map(fold));

const isRole = (word: string) => ROLE_WORDS.has(word) || ROLE_STEMS.some((stem) => word.startsWith(stem));
/** 'HromadaSupport', 'ModeratorHromady': the site's name and a role written as one word. */
const isCompound = (word: string) =>
  SITE_WORDS.some(
    (site) =>
      (word.startsWith(site) && isRole(word.slice(site.length))) ||
      (word.endsWith(site) && isRole(word.slice(0, -site.length))),
  );

/**
 * Whether a display name would pass for the site speaking: a role word with the site's name
 * ('Модератор Громади', 'Official Hromada', 'Служба підтримки Громади'), or role words and nothing
 * else ('Admin', 'Support Team'). A role word beside a name of one's own ('Адміністратор парафії',
 * 'Olena, moderator of the choir') is a person's own description and stays allowed.
 */
export function impersonatesSite(name: string): boolean {
  const words = wordsOf(name);
  if (words.length === 0) return false;
  if (words.some(isCompound)) return true;
  const roles = words.filter(isRole).length;
  const sites = words.filter((word) => SITE_WORDS.includes(word)).length;
  return roles > 0 && (sites > 0 || roles === words.length);
}
