import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../app/lib/api-error';
import { parseAnswer } from '../../app/lib/parse-answer';
import { errors as ukErrors } from '../../shared/i18n/uk/errors';

const Answer = z.object({ id: z.string(), count: z.number().nullable() });

describe('parseAnswer', () => {
  beforeAll(() => i18next.init({ lng: 'uk', resources: { uk: { errors: ukErrors } } }));

  it('returns the answer, without keys the schema does not name', () => {
    expect(parseAnswer(Answer, { id: 'a', count: null, extra: true })).toEqual({ id: 'a', count: null });
  });

  it('fails an answer that does not match as the generic server failure, in the page language', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = (() => {
      try {
        parseAnswer(Answer, { id: 1 });
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500, code: 'INTERNAL', message: ukErrors.INTERNAL });
  });
});
