import { DEFAULT_LANGUAGE, type Language } from '../../shared/constants';
import { pickLanguage } from '../core/locale';

/** The language of a plain Request (better-auth's callbacks get one), as http/locale.ts reads a request's. */
export function languageOfRequest(request: Request | undefined): Language {
  if (!request) return DEFAULT_LANGUAGE;
  const cookie = request.headers.get('cookie')?.match(/(?:^|;\s*)lang=([a-z]{2})/)?.[1];
  const query = new URL(request.url).searchParams.get('lang') ?? undefined;
  return pickLanguage(query ?? cookie, request.headers.get('accept-language') ?? '');
}
