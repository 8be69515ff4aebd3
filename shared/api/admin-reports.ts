import { IdParam } from '../schemas/id-param';
import { MessageReportsClosed, ReportedMessagesPage } from '../schemas/message-reports';
import { AdminConversation } from '../schemas/messages';
import { ReportedAdsPage, ReportedAdsQuery, ReportRejection, ReportsResolved } from '../schemas/reports';
import { operation } from './operation';

export const listReportedAds = operation({
  method: 'get',
  path: '/admin/reports',
  query: ReportedAdsQuery,
  answer: ReportedAdsPage,
  status: 200,
});

export const dismissReports = operation({
  method: 'post',
  path: '/admin/reports/{id}/dismiss',
  params: IdParam,
  answer: ReportsResolved,
  status: 200,
});

export const rejectReportedAd = operation({
  method: 'post',
  path: '/admin/reports/{id}/reject',
  params: IdParam,
  body: ReportRejection,
  answer: ReportsResolved,
  status: 200,
});

export const disableReportedOwner = operation({
  method: 'post',
  path: '/admin/reports/{id}/disable-owner',
  params: IdParam,
  answer: ReportsResolved,
  status: 200,
});

export const listReportedMessages = operation({
  method: 'get',
  path: '/admin/message-reports',
  answer: ReportedMessagesPage,
  status: 200,
});

export const getReportedConversation = operation({
  method: 'get',
  path: '/admin/conversations/{id}',
  params: IdParam,
  answer: AdminConversation,
  status: 200,
});

export const dismissMessageReports = operation({
  method: 'post',
  path: '/admin/message-reports/{id}/dismiss',
  params: IdParam,
  answer: MessageReportsClosed,
  status: 200,
});
