import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Language } from '../../shared/constants';
import { pickLanguage } from '../core/locale';

/** The SPA sends its choice as ?lang or the `lang` cookie; other clients use Accept-Language. */
export function requestLanguage(c: Context): Language {
  return pickLanguage(c.req.query('lang') ?? getCookie(c, 'lang'), c.req.header('accept-language') ?? '');
}
