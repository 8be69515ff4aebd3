import { describe, expect, it } from 'vitest';
import {
  assertMayMessageAd,
  assertMayReportMessage,
  assertNotBlockedPair,
  isInConversation,
  skipsNewAccountConversationCap,
} from '../../../server/policies/message';
import { OWNER_ID, outcome, VIEWERS } from './viewers';

// Messages: who may write about an ad, read a conversation, report a message (a visitor never
// reaches these: the request is 401 before).
type Name = 'owner' | 'stranger' | 'admin';
const conversation = { buyerId: 'stranger', sellerId: OWNER_ID };

describe('message policies', () => {
  it.each<[Name, 'ok' | number]>([
    ['owner', 403],
    ['stranger', 'ok'],
    ['admin', 'ok'],
  ])('writing about an ad of the owner: %s %s', (name, expected) => {
    expect(outcome(() => assertMayMessageAd(VIEWERS[name], { userId: OWNER_ID }))).toBe(expected);
  });

  it.each<[Name, boolean]>([
    ['owner', true],
    ['stranger', true],
    ['admin', false],
  ])('reading a conversation of the owner and the stranger: %s %s', (name, expected) => {
    expect(isInConversation(VIEWERS[name], conversation)).toBe(expected);
  });

  it.each<[Name, 'ok' | number]>([
    ['owner', 403],
    ['stranger', 'ok'],
  ])('reporting the owner’s message: %s %s', (name, expected) => {
    expect(outcome(() => assertMayReportMessage(VIEWERS[name], { senderId: OWNER_ID }))).toBe(expected);
  });

  it.each<[Name, boolean]>([
    ['stranger', false],
    ['admin', true],
  ])('starting conversations under everyone’s cap however new the account: %s %s', (name, expected) => {
    expect(skipsNewAccountConversationCap(VIEWERS[name])).toBe(expected);
  });

  it('refuses across a block', () => {
    expect(outcome(() => assertNotBlockedPair(true))).toBe(403);
    expect(outcome(() => assertNotBlockedPair(false))).toBe('ok');
  });
});
