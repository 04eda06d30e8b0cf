import { z } from 'zod';
import { ErrorBody } from '../contracts/common.js';
import {
  ContentModeration,
  ContentModerationResult,
  DeskQueueQuery,
  DeskTicketCreated,
  ReportContent,
  ReportQueue,
  ReportTicket,
  SupportQueue,
  SupportRequest,
  SupportTicket,
  TicketAnswer,
  TicketStatusUpdate,
} from '../contracts/support.js';
import { DESK_LIMITS } from '../rules/support.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['support'];
const deskTags = ['moderation'];
// 403: an expired access token, or (desk calls) a caller without ROLE_MODERATOR.
const signedInErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };
const deskErrors = { ...signedInErrors, 404: ErrorBody };
const MODERATOR_ONLY = 'ROLE_MODERATOR only: anyone else gets 403 Forbidden.';
const TicketParams = z.object({ id: z.uuid() });

/** spec 2 §7 report content and support request; §6 the moderator's desk. */
export const supportEndpoints = {
  reportContent: defineEndpoint({
    method: 'POST',
    path: '/support/reports',
    body: ReportContent,
    responses: { 201: DeskTicketCreated, ...signedInErrors, 404: ErrorBody },
    auth: 'user',
    tags,
    summary: 'Report a content pack to the moderators (acknowledged by e-mail)',
    description: `An unknown contentPackId is 404 ContentNotFound (a hidden pack can be reported). At most ${DESK_LIMITS.reportsPerUserPerHour} reports per user an hour (429 SupportLimitReached), and the per-minute limit per client address (429 TooManyRequests).`,
  }),
  supportRequest: defineEndpoint({
    method: 'POST',
    path: '/support/requests',
    body: SupportRequest,
    responses: { 201: DeskTicketCreated, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
    tags,
    summary: 'Ask for help (guests too): stored, acknowledged by e-mail, forwarded to support',
    description: `Filed under the signed-in user when there is one. An unknown contentId is 404 ContentNotFound. At most ${DESK_LIMITS.supportRequestsPerSenderPerHour} requests an hour per user (per e-mail address for guests) and ${DESK_LIMITS.supportRequestsPerAddressPerHour} per client address (429 SupportLimitReached), and the per-minute limit per client address (429 TooManyRequests).`,
  }),
  reportQueue: defineEndpoint({
    method: 'GET',
    path: '/moderation/reports',
    query: DeskQueueQuery,
    responses: { 200: ReportQueue, ...deskErrors },
    auth: 'user',
    tags: deskTags,
    summary: 'The content reports with a status (open first by default), oldest first',
    description: MODERATOR_ONLY,
  }),
  answerReport: defineEndpoint({
    method: 'POST',
    path: '/moderation/reports/:id/answer',
    params: TicketParams,
    body: TicketAnswer,
    responses: { 200: ReportTicket, ...deskErrors },
    auth: 'user',
    tags: deskTags,
    summary: 'Answer a report: it becomes answered, the reporter is notified and e-mailed',
    description: MODERATOR_ONLY,
  }),
  setReportStatus: defineEndpoint({
    method: 'PUT',
    path: '/moderation/reports/:id/status',
    params: TicketParams,
    body: TicketStatusUpdate,
    responses: { 200: ReportTicket, ...deskErrors },
    auth: 'user',
    tags: deskTags,
    summary: 'Close or reopen a report',
    description: MODERATOR_ONLY,
  }),
  supportQueue: defineEndpoint({
    method: 'GET',
    path: '/moderation/support',
    query: DeskQueueQuery,
    responses: { 200: SupportQueue, ...deskErrors },
    auth: 'user',
    tags: deskTags,
    summary: 'The support requests with a status (open first by default), oldest first',
    description: MODERATOR_ONLY,
  }),
  answerSupport: defineEndpoint({
    method: 'POST',
    path: '/moderation/support/:id/answer',
    params: TicketParams,
    body: TicketAnswer,
    responses: { 200: SupportTicket, ...deskErrors },
    auth: 'user',
    tags: deskTags,
    summary: 'Answer a support request by e-mail (and a notification when it came from a user)',
    description: MODERATOR_ONLY,
  }),
  setSupportStatus: defineEndpoint({
    method: 'PUT',
    path: '/moderation/support/:id/status',
    params: TicketParams,
    body: TicketStatusUpdate,
    responses: { 200: SupportTicket, ...deskErrors },
    auth: 'user',
    tags: deskTags,
    summary: 'Close or reopen a support request',
    description: MODERATOR_ONLY,
  }),
  markContent: defineEndpoint({
    method: 'PUT',
    path: '/moderation/content',
    body: ContentModeration,
    responses: { 200: ContentModerationResult, ...deskErrors },
    auth: 'user',
    tags: deskTags,
    summary:
      'Mark content with a status (contentModerationDto): hidden takes it out of the store, ready restores it',
    description: `${MODERATOR_ONLY} An unknown contentPackId is 404 ContentNotFound.`,
  }),
};
