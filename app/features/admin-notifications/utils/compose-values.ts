import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  type BroadcastAudience,
  SendNotificationInput,
  type SendNotificationValues,
} from '../../../../shared/schemas/admin-notifications';
import type { PersonSummary } from '../../people/api/search-people';

/** What the compose form holds: the chosen person whole (the confirmation names them). */
export type ComposeValues = {
  audience: BroadcastAudience;
  city_id: string;
  person: PersonSummary | null;
  title_uk: string;
  body_uk: string;
  title_en: string;
  body_en: string;
  send_email: boolean;
};

export const EMPTY_COMPOSE: ComposeValues = {
  audience: 'everyone',
  city_id: '',
  person: null,
  title_uk: '',
  body_uk: '',
  title_en: '',
  body_en: '',
  send_email: false,
};

/** The form's fields, for placing the server's per-field messages; `recipient_id` is `person` here. */
export const COMPOSE_FIELDS = [
  'audience',
  'city_id',
  'person',
  'title_uk',
  'body_uk',
  'title_en',
  'body_en',
  'send_email',
] as const;
export const COMPOSE_ALIASES = { recipient_id: 'person' } as const;

/** The request body: only the city or person the audience needs. */
export function toRequestBody(values: ComposeValues) {
  return {
    audience: values.audience,
    city_id: values.audience === 'city' ? values.city_id || null : null,
    recipient_id: values.audience === 'person' ? (values.person?.id ?? null) : null,
    title_uk: values.title_uk,
    body_uk: values.body_uk,
    title_en: values.title_en,
    body_en: values.body_en,
    send_email: values.send_email,
  };
}

/** Checks the form with the server's own schema; messages are keys of `adminNotifications.errors`. */
export const composeResolver: Resolver<ComposeValues, unknown, SendNotificationValues> = async (values) => {
  const result = SendNotificationInput.safeParse(toRequestBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ComposeValues> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? 'audience');
    const field = name === 'recipient_id' ? 'person' : (name as keyof ComposeValues);
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
