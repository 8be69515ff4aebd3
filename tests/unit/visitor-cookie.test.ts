import { parseSigned, serializeSigned } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { signedVisitorId, verifiedVisitorId } from '../../server/http/visitor-id';

const key = 'a key derived from the secret';
const id = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('the visitor cookie', () => {
  it("is signed as Hono's signed cookies are, both ways: visitors keep the cookie they have", async () => {
    const byHono = decodeURIComponent((await serializeSigned('v', id, key)).split(';')[0]?.slice(2) ?? '');
    expect(signedVisitorId(id, key)).toBe(byHono);
    expect(verifiedVisitorId(byHono, key)).toBe(id);
    expect(await parseSigned(`v=${encodeURIComponent(signedVisitorId(id, key))}`, key, 'v')).toEqual({
      v: id,
    });
  });

  it('names nobody when forged, signed with another key, unsigned or not an id', () => {
    const signed = signedVisitorId(id, key);
    for (const value of [
      undefined,
      '',
      id,
      `${id}.`,
      signedVisitorId(id, 'another key'),
      `BBBBBBBBBBBBBBBBBBBBBB${signed.slice(22)}`,
      `${signed}=`,
      signedVisitorId('not an id', key),
    ])
      expect(verifiedVisitorId(value, key)).toBeNull();
  });
});
