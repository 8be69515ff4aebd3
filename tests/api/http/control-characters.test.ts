import { beforeAll, describe, expect, it } from 'vitest';
import * as adminAuditApi from '../../../shared/api/admin-audit';
import * as blockedWordsApi from '../../../shared/api/admin-blocked-words';
import * as adminReportsApi from '../../../shared/api/admin-reports';
import * as adminUsersApi from '../../../shared/api/admin-users';
import * as authApi from '../../../shared/api/auth';
import * as blocksApi from '../../../shared/api/blocks';
import * as messagesApi from '../../../shared/api/messages';
import * as moderationApi from '../../../shared/api/moderation';
import { apiPath, type CallInput, type Operation } from '../../../shared/api/operation';
import * as paymentsApi from '../../../shared/api/payments';
import * as ratingsApi from '../../../shared/api/ratings';
import * as reportsApi from '../../../shared/api/reports';
import * as searchApi from '../../../shared/api/search';
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

/** A call of `op`: its path parameters encoded by apiPath (a NUL as %00), its query written as it is sent. */
type Input<O extends Operation> = Omit<CallInput<O>, 'query'> & { query?: string };

const pathOf = <O extends Operation>(op: O, input: Input<O>) => {
  const { params, query } = input as { params?: Record<string, string>; query?: string };
  return `${apiPath(op, { params })}${query ? `?${query}` : ''}`;
};

const send = <O extends Operation>(op: O, input: Input<O>, cookie = shared.admin.cookie) =>
  sendJson(
    shared.server,
    cookie,
    op.method.toUpperCase(),
    pathOf(op, input),
    (input as { body?: unknown }).body,
  );

/** A request of the table below: what it is (its method and path) and how to send it. */
const request = <O extends Operation>(op: O, input: Input<O>) => ({
  label: `${op.method.toUpperCase()} ${pathOf(op, input)}`,
  send: () => send(op, input),
});

describe('NUL, other control characters and lone surrogates in any request', () => {
  it('are refused in identifiers, tokens and paths with a 400 in the caller’s language', async () => {
    const nul = 'a\u0000b';
    const requests = [
      request(adminAuditApi.listAuditLog, { query: 'action=ad.approve%00' }),
      request(adminAuditApi.listAuditLog, { query: 'entity_type=%00' }),
      request(adminAuditApi.listAuditLog, { query: 'actor_id=a%00b' }),
      request(blocksApi.blockPerson, { params: { id: nul } }),
      request(blocksApi.unblockPerson, { params: { id: nul } }),
      request(adminUsersApi.deleteUser, { params: { id: nul } }),
      request(paymentsApi.getTestCheckout, { params: { sessionId: nul } }),
      request(paymentsApi.payTestCheckout, { params: { sessionId: nul } }),
      request(paymentsApi.cancelTestCheckout, { params: { sessionId: nul } }),
      request(moderationApi.moderateAd, { params: { id: ads.ad }, body: { user_id: 'a\u0000b' } }),
      request(authApi.resetPassword, { body: { newPassword: 'amber-harbour-72', token: 'abc\u0000' } }),
      request(authApi.requestPasswordReset, { body: { email: 'o@example.com', redirectTo: '/x\ud800' } }),
      request(authApi.sendVerificationEmail, { body: { email: 'o@example.com', callbackURL: '/x\ud800' } }),
    ];
    const ukrainian = new Set(Object.values({ ...uk, ...ukErrors }));
    const answers = [];
    for (const { label, send } of requests) {
      const res = await send();
      const message = res.body?.error?.message;
      answers.push([label, res.status, res.body?.error?.code, ukrainian.has(message)]);
    }
    expect(answers).toEqual(requests.map(({ label }) => [label, 400, 'VALIDATION_FAILED', true]));
  });

  it('are removed from text, which is then checked as typed without them', async () => {
    const search = await send(searchApi.searchAds, { query: 'q=%00' });
    expect([search.status, search.body.error.message]).toEqual([400, uk.searchQueryRequired]);
    const suggestions = await send(searchApi.suggestAds, { query: 'q=a%00b' });
    expect([suggestions.status, Array.isArray(suggestions.body.items)]).toEqual([200, true]);
    expect((await send(searchApi.searchAds, { query: 'q=bike%00' })).status).toBe(200);

    const word = await send(blockedWordsApi.addBlockedWord, { body: { word: '\u0000' } });
    expect([word.status, word.body.error.fields]).toEqual([400, { word: uk.blockedWordRequired }]);
    const added = await send(blockedWordsApi.addBlockedWord, { body: { word: 'scam\u0000word' } });
    expect([added.status, added.body.word]).toEqual([201, 'scamword']);

    const reporter = await signedInPerson(shared.server);
    await send(
      reportsApi.reportAd,
      { params: { id: ads.reportedAd }, body: { reason: 'scam' } },
      reporter.cookie,
    );
    const rejected = await send(adminReportsApi.rejectReportedAd, {
      params: { id: ads.reportedAd },
      body: { rejection_reason: 'Not\u0000 allowed' },
    });
    expect(rejected.status).toBe(200);

    const { cookie } = await signedInPerson(shared.server);
    const rating = await send(
      ratingsApi.createRating,
      { params: { id: ads.ratedAd }, body: { rating: 4, comment: 'Good\u0000 seller\u0007' } },
      cookie,
    );
    expect([rating.status, rating.body.comment]).toEqual([201, 'Good seller']);
    const report = await send(
      reportsApi.reportAd,
      { params: { id: ads.ratedAd }, body: { reason: 'other', details: 'Fake\u0000 photos' } },
      cookie,
    );
    expect([report.status, report.body.details]).toEqual([201, 'Fake photos']);
  });
});

describe('text-direction controls in plain text shown to others', () => {
  it('are removed from a message body and a rating comment', async () => {
    const { cookie } = await signedInPerson(shared.server);
    const sent = await send(
      messagesApi.messageSeller,
      {
        params: { id: ads.ad },
        body: { body: 'Is it \u202Egnp.exe\u202C still\u2066 for sale?\u2069\nThanks' },
      },
      cookie,
    );
    expect([sent.status, sent.body.message.body]).toEqual([201, 'Is it gnp.exe still for sale?\nThanks']);
    const rating = await send(
      ratingsApi.createRating,
      { params: { id: ads.ad }, body: { rating: 5, comment: '\u202EGreat\u202D seller' } },
      cookie,
    );
    expect([rating.status, rating.body.comment]).toEqual([201, 'Great seller']);
  });
});
