import { z } from 'zod';
import { IdParam } from '../schemas/id-param';
import { MessageReportInput, OwnMessageReport } from '../schemas/message-reports';
import {
  ConversationList,
  ConversationThread,
  MessageInput,
  MessageSent,
  ThreadQuery,
  UnreadMessages,
} from '../schemas/messages';
import { operation } from './operation';

/** "Message the seller": the caller's conversation about the ad gets the message (started if new). */
export const messageSeller = operation({
  method: 'post',
  path: '/ads/{id}/messages',
  params: IdParam,
  body: MessageInput,
  answer: MessageSent,
  status: 201,
});

export const replyInConversation = operation({
  method: 'post',
  path: '/conversations/{id}/messages',
  params: IdParam,
  body: MessageInput,
  answer: MessageSent,
  status: 201,
});

export const listConversations = operation({
  method: 'get',
  path: '/me/conversations',
  answer: ConversationList,
  status: 200,
});

export const getUnreadMessages = operation({
  method: 'get',
  path: '/me/messages/unread',
  answer: UnreadMessages,
  status: 200,
});

/**
 * Server-sent events (text/event-stream), each `event: messages` with a MessagesEvent as its data:
 * the answer schema stands for the stream as a whole (an EventSource reads it, not callApi).
 */
export const streamMessages = operation({
  method: 'get',
  path: '/me/messages/stream',
  answer: z.string(),
  status: 200,
});

export const getConversation = operation({
  method: 'get',
  path: '/conversations/{id}',
  params: IdParam,
  query: ThreadQuery,
  answer: ConversationThread,
  status: 200,
});

export const markConversationRead = operation({
  method: 'post',
  path: '/conversations/{id}/read',
  params: IdParam,
  answer: UnreadMessages,
  status: 200,
});

export const reportMessage = operation({
  method: 'post',
  path: '/messages/{id}/reports',
  params: IdParam,
  body: MessageReportInput,
  answer: OwnMessageReport,
  status: 201,
});
