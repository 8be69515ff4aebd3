import type { Messages } from './ui';

/** The blocked-words panel of /admin/trust (i18next namespace `adminBlockedWords`). */
export const adminBlockedWords = {
  heading: 'Blocked words',
  help: 'An ad whose title or description holds one of these waits for a moderator, who sees the word highlighted. Look-alike letters (Latin “o” in a Cyrillic word), case, accents, repeated letters and letters spaced or dotted apart (“v.i.a.g.r.a”) still match; a longer word merely containing one does not. End an entry with * to match every word starting with it (наркот*).',
  label: 'Word or phrase',
  add: 'Add',
  added: '“{{word}}” is blocked',
  addFailed: 'Could not add “{{word}}”',
  remove: 'Unblock “{{word}}”',
  removed: '“{{word}}” is no longer blocked',
  removeFailed: 'Could not unblock “{{word}}”',
  empty: 'No words are blocked yet.',
  count_one: '{{count}} word blocked',
  count_other: '{{count}} words blocked',
  loadFailed: 'Failed to load the blocked words',
};

export type AdminBlockedWordsMessages = Messages<typeof adminBlockedWords>;
