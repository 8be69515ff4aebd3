import { beforeAll, describe, expect, it } from 'vitest';
import { errors as ukErrors } from '../../../shared/i18n/uk/errors';
import { validation as uk } from '../../../shared/i18n/uk/validation';
import { signedInPerson } from '../../support/factories';
import { sendJson, setupHostileTextServer } from '../../support/hostile-text-support';

/** Each request answered 500 on ed3d5a2 (PostgreSQL refuses NUL; a lone surrogate broke a link). */
const shared = setupHostileTextServer();
const ads: Record<'ad' | 'reportedAd' | 'ratedAd', string> = { ad: '', reportedAd: '', ratedAd: '' };
beforeAll(async () => {
  for (const key of Object.keys(ads) as (keyof typeof ads)[]) ads[key] = await shared.adOf();
});

const send = (method: string, path: string, body?: unknown, cookie = shared.admin.cookie) =>
  sendJson(shared.server, cookie, method, path, body);

describe('NUL, other control characters and lone surrogates in any request', () => {
  it('are refused in identifiers, tokens and paths with a 400 in the caller’s language', async () => {
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/audit-log?action=ad.approve%00'],
      ['GET', '/api/v1/admin/audit-log?entity_type=%00'],
      ['GET', '/api/v1/admin/audit-log?actor_id=a%00b'],
      ['PUT', '/api/v1/me/blocks/a%00b'],
      ['DELETE', '/api/v1/me/blocks/a%00b'],
      ['DELETE', '/api/v1/admin/users/a%00b'],
      ['GET', '/api/v1/checkout/test/a%00b'],
      ['POST', '/api/v1/checkout/test/a%00b/pay'],
      ['POST', '/api/v1/checkout/test/a%00b/cancel'],
      ['PATCH', `/api/v1/admin/ads/${ads.ad}`, { user_id: 'a\u0000b' }],
      ['POST', '/api/auth/reset-password', { newPassword: 'amber-harbour-72', token: 'abc\u0000' }],
      ['POST', '/api/auth/request-password-reset', { email: 'o@example.com', redirectTo: '/x\ud800' }],
      ['POST', '/api/auth/send-verification-email', { email: 'o@example.com', callbackURL: '/x\ud800' }],
    ];
    const ukrainian = new Set(Object.values({ ...uk, ...ukErrors }));
    const answers = [];
    for (const [method, path, body] of requests) {
      const res = await send(method, path, body);
      const message = res.body?.error?.message;
      answers.push([method, path, res.status, res.body?.error?.code, ukrainian.has(message)]);
    }
    expect(answers).toEqual(requests.map(([method, path]) => [method, path, 400, 'VALIDATION_FAILED', true]));
  });

  it('are removed from text, which is then checked as typed without them', async () => {
    const search = await send('GET', '/api/v1/search?q=%00');
    expect([search.status, search.body.error.message]).toEqual([400, uk.searchQueryRequired]);
    const suggestions = await send('GET', '/api/v1/search/suggestions?q=a%00b');
    expect([suggestions.status, Array.isArray(suggestions.body.items)]).toEqual([200, true]);
    expect((await send('GET', '/api/v1/search?q=bike%00')).status).toBe(200);

    const word = await send('POST', '/api/v1/admin/blocked-words', { word: '\u0000' });
    expect([word.status, word.body.error.fields]).toEqual([400, { word: uk.blockedWordRequired }]);
    const added = await send('POST', '/api/v1/admin/blocked-words', { word: 'scam\u0000word' });
    expect([added.status, added.body.word]).toEqual([201, 'scamword']);

    const reporter = await signedInPerson(shared.server);
    await send('POST', `/api/v1/ads/${ads.reportedAd}/reports`, { reason: 'scam' }, reporter.cookie);
    const rejected = await send('POST', `/api/v1/admin/reports/${ads.reportedAd}/reject`, {
      rejection_reason: 'Not\u0000 allowed',
    });
    expect(rejected.status).toBe(200);

    const { cookie } = await signedInPerson(shared.server);
    const rating = await send(
      'POST',
      `/api/v1/ads/${ads.ratedAd}/ratings`,
      { rating: 4, comment: 'Good\u0000 seller\u0007' },
      cookie,
    );
    expect([rating.status, rating.body.comment]).toEqual([201, 'Good seller']);
    const report = await send(
      'POST',
      `/api/v1/ads/${ads.ratedAd}/reports`,
      { reason: 'other', details: 'Fake\u0000 photos' },
      cookie,
    );
    expect([report.status, report.body.details]).toEqual([201, 'Fake photos']);
  });
});

describe('text-direction controls in plain text shown to others', () => {
  it('are removed from a message body and a rating comment', async () => {
    const { cookie } = await signedInPerson(shared.server);
    const sent = await send(
      'POST',
      `/api/v1/ads/${ads.ad}/messages`,
      { body: 'Is it \u202Egnp.exe\u202C still\u2066 for sale?\u2069\nThanks' },
      cookie,
    );
    expect([sent.status, sent.body.message.body]).toEqual([201, 'Is it gnp.exe still for sale?\nThanks']);
    const rating = await send(
      'POST',
      `/api/v1/ads/${ads.ad}/ratings`,
      { rating: 5, comment: '\u202EGreat\u202D seller' },
      cookie,
    );
    expect([rating.status, rating.body.comment]).toEqual([201, 'Great seller']);
  });
});
