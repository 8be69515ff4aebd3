import { z } from 'zod';
import type { ValidationKey } from '../i18n/en/validation';
import { stripMarkup } from '../strip-markup';
import { text } from './text';

/**
 * Characters that show nothing, or change how the text around them shows, so a name could pass for
 * another: controls, format characters (zero-width spaces and joiners, text direction marks),
 * private-use characters, line separators, the blank fillers (Hangul, Braille, Khmer) and the
 * combining grapheme joiner.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]|\u034F/u;

/**
 * A display name as people type it (profile page, admins' user form): markup removed, 1–40
 * characters, nothing invisible. Look-alikes of other names and of the site's own are refused by the
 * server (services/profiles/display-name-rules.ts).
 */
export const displayNameText = (requiredKey: ValidationKey) =>
  text({ message: requiredKey })
    .transform(stripMarkup)
    .pipe(
      z
        .string()
        .min(1, { message: requiredKey })
        .max(40, { message: 'displayNameTooLong' })
        .refine((value) => !INVISIBLE.test(value), { message: 'displayNameInvisible' }),
    );
