import { z } from 'zod';
import {
  HEADSET_MODELS,
  MODERATION_MESSAGE_MAX,
  MODERATOR_ANSWER_MAX,
  REPORT_MESSAGE_MAX,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_FIELD_MAX,
  VR_SETUPS,
  problemDescriptionProblem,
  reportMessageProblem,
  supportEmailProblem,
  type SupportValidationKey,
} from '../rules/support.js';
import { EMAIL_MAX, normalizeEmail } from '../rules/auth.js';
import { IsoDateTime, text } from './common.js';

/**
 * Report content, support requests and the moderator's desk (spec 2 §3, §5, §6, §7). Validation
 * messages are message keys (`errors.*`): the server answers them in `issues[].message` and the
 * forms translate them.
 */

const checked = (
  problem: (value: string) => SupportValidationKey | null,
  base = text({ multiline: true }),
) =>
  base.superRefine((value, context) => {
    const key = problem(value);
    if (key) context.addIssue({ code: 'custom', message: key });
  });

/** A content pack id: required (`content_required`), a uuid. */
const ContentPackId = z.uuid({ error: 'content_required' });

/** spec 2 §3 Report content {contentPackId, message}. */
export const ReportContent = z
  .object({
    contentPackId: ContentPackId,
    message: checked(reportMessageProblem).meta({ maxLength: REPORT_MESSAGE_MAX }),
  })
  .meta({ id: 'ReportContent' });
export type ReportContent = z.infer<typeof ReportContent>;

export const HeadsetModel = z.enum(HEADSET_MODELS);
export const VrSetup = z.enum(VR_SETUPS);

const optionalField = text({ trim: true }).max(SUPPORT_FIELD_MAX, 'field_too_long').nullish();

/** spec 2 §3 supportRequestDto. */
export const SupportRequest = z
  .object({
    email: checked(supportEmailProblem, text({ trim: true }))
      .meta({ maxLength: EMAIL_MAX })
      .transform(normalizeEmail),
    problemDescription: checked(problemDescriptionProblem).meta({
      maxLength: SUPPORT_DESCRIPTION_MAX,
    }),
    vrSetup: VrSetup.nullish(),
    headsetModel: HeadsetModel.nullish(),
    headsetModelOther: optionalField.describe('when headsetModel is OTHER: it overrides it'),
    gpuModel: optionalField.describe('asked when vrSetup is PCVR'),
    contentId: z.uuid().nullish().describe('the content page the form was sent from'),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.input<typeof SupportRequest>;

/** The answer to a report or a support request: its id, to quote to support. */
export const DeskTicketCreated = z
  .object({ id: z.uuid(), createdAt: IsoDateTime })
  .meta({ id: 'DeskTicketCreated' });
export type DeskTicketCreated = z.infer<typeof DeskTicketCreated>;

// The moderator's desk (ROLE_MODERATOR).

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const TicketStatus = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatus>;

export const DeskQueueQuery = z.object({
  status: TicketStatus.default('open'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

const TicketBase = {
  id: z.uuid(),
  status: TicketStatus,
  createdAt: IsoDateTime,
  answer: z.string().nullable(),
  answeredAt: IsoDateTime.nullable(),
  answeredBy: z.string().nullable().describe('the moderator’s name'),
};

export const ReportTicket = z
  .object({
    ...TicketBase,
    contentPackId: z.uuid(),
    contentTitle: z.string().nullable(),
    contentSlug: z.string().nullable(),
    contentHidden: z.boolean(),
    message: z.string(),
    reporter: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  })
  .meta({ id: 'ReportTicket' });
export type ReportTicket = z.infer<typeof ReportTicket>;

export const SupportTicket = z
  .object({
    ...TicketBase,
    userId: z.uuid().nullable(),
    email: z.string(),
    problemDescription: z.string(),
    vrSetup: VrSetup.nullable(),
    headset: z.string().nullable().describe('the chosen headset, or the custom one for Other'),
    gpuModel: z.string().nullable(),
    contentId: z.uuid().nullable(),
    contentTitle: z.string().nullable(),
  })
  .meta({ id: 'SupportTicket' });
export type SupportTicket = z.infer<typeof SupportTicket>;

const queueCounts = z.object({ open: z.number(), answered: z.number(), closed: z.number() });

export const ReportQueue = z
  .object({ items: z.array(ReportTicket), total: z.number(), counts: queueCounts })
  .meta({ id: 'ReportQueue' });
export type ReportQueue = z.infer<typeof ReportQueue>;
export const SupportQueue = z
  .object({ items: z.array(SupportTicket), total: z.number(), counts: queueCounts })
  .meta({ id: 'SupportQueue' });
export type SupportQueue = z.infer<typeof SupportQueue>;

/** A moderator answers (the reporter is notified and e-mailed) or closes a ticket. */
export const TicketAnswer = z
  .object({
    answer: text({ multiline: true, trim: true })
      .min(1, 'message_required')
      .max(MODERATOR_ANSWER_MAX, 'answer_too_long'),
  })
  .meta({ id: 'TicketAnswer' });
export type TicketAnswer = z.infer<typeof TicketAnswer>;
export const TicketStatusUpdate = z
  .object({ status: TicketStatus })
  .meta({ id: 'TicketStatusUpdate' });

/**
 * spec 2 §3 Moderation mark, contentModerationDto {contentPackId, status, message}, in the
 * document's letter case ("status ready"): `ready` shows the pack in the store (restores it),
 * `hidden` takes it out of the store.
 */
export const MODERATION_STATUSES = ['ready', 'hidden'] as const;
export const ModerationStatus = z.enum(MODERATION_STATUSES);
export type ModerationStatus = z.infer<typeof ModerationStatus>;
/** The upper-case READY and HIDDEN that earlier clients send are still taken, as their aliases. */
export const MODERATION_STATUS_ALIASES = ['READY', 'HIDDEN'] as const;
export const ContentModeration = z
  .object({
    contentPackId: ContentPackId,
    status: z
      .enum([...MODERATION_STATUSES, ...MODERATION_STATUS_ALIASES])
      .describe('ready or hidden (READY and HIDDEN are taken as the same)'),
    message: text({ multiline: true, trim: true })
      .max(MODERATION_MESSAGE_MAX, 'message_too_long')
      .nullish(),
  })
  .meta({ id: 'ContentModeration' });
export type ContentModeration = z.input<typeof ContentModeration>;
export const ContentModerationResult = z
  .object({
    contentPackId: z.uuid(),
    status: ModerationStatus,
    message: z.string().nullable(),
    markedAt: IsoDateTime,
  })
  .meta({ id: 'ContentModerationResult' });
