import { AppError } from '../core/app-error';
import type { Viewer } from '../core/viewer';
import { isAdmin } from './administer';

/** Anyone signed in may write to the owner of a published ad, except the owner. */
export const mayMessageAd = (viewer: Viewer, ad: { userId: string }): boolean => ad.userId !== viewer.id;

export function assertMayMessageAd(viewer: Viewer, ad: { userId: string }): void {
  if (!mayMessageAd(viewer, ad)) throw new AppError('CANNOT_MESSAGE_OWN_AD', 403);
}

/** Admins start conversations under everyone's daily cap however new their account (the lower one is for strangers). */
export const skipsNewAccountConversationCap = (viewer: Viewer): boolean => isAdmin(viewer);

/** A block between the two people (either way) stops every message between them. */
export function assertNotBlockedPair(blocked: boolean): void {
  if (blocked) throw new AppError('MESSAGING_BLOCKED', 403);
}

/** Only the two people of a conversation read it; to anyone else it does not exist (404). */
export const isInConversation = (viewer: Viewer, conversation: { buyerId: string; sellerId: string }) =>
  viewer.id === conversation.buyerId || viewer.id === conversation.sellerId;

/** One of the two people may report the other's message, never their own. */
export function assertMayReportMessage(viewer: Viewer, message: { senderId: string }): void {
  if (message.senderId === viewer.id) throw new AppError('CANNOT_REPORT_OWN_MESSAGE', 403);
}
