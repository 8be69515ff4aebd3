import { z } from 'zod';
import { token } from './text';

export const AUDIT_LOG_PAGE_SIZE = 30;

export const AuditLogQuery = z.object({
  action: token().max(100).optional().meta({ description: "Only this action, e.g. 'ad.approve'" }),
  entity_type: token().max(100).optional().meta({ description: "Only this kind of record, e.g. 'ad'" }),
  actor_id: token().max(100).optional().meta({ description: 'Only what this person did' }),
  cursor: token().max(500).optional().meta({ description: 'next_cursor of the previous page' }),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_LOG_PAGE_SIZE),
});

export const AuditEntry = z
  .object({
    id: z.number().int(),
    actor: z
      .object({
        id: z.string().nullable(),
        name: z.string(),
        token: z
          .object({ id: z.string().nullable(), name: z.string() })
          .nullable()
          .meta({
            description:
              'The API token it was done with: id (null once the token is gone) and name at the time; ' +
              'null when done in a signed-in session',
          }),
      })
      .meta({ description: 'Who did it: id (null once the account is gone) and name at the time' }),
    action: z.string().meta({ description: '<entity>.<verb>, e.g. api_token.create, ad.reject' }),
    entity_type: z.string(),
    entity_id: z.string().nullable(),
    before: z.unknown().nullable().meta({ description: 'The record before (null for a creation)' }),
    after: z.unknown().nullable().meta({ description: 'The record after (null for a deletion)' }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogPage = z
  .object({
    items: z.array(AuditEntry),
    next_cursor: z.string().nullable().meta({ description: 'For the next (older) page; null at the end' }),
  })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof AuditLogPage>;

export const AuditLogFacets = z
  .object({ actions: z.array(z.string()), entity_types: z.array(z.string()) })
  .meta({ id: 'AuditLogFacets', description: 'The actions and kinds of record the log holds, for filters' });
export type AuditLogFacets = z.infer<typeof AuditLogFacets>;
