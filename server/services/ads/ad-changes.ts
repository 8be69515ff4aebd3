import type { ValidationKey } from '../../../shared/i18n/en/validation';
import { eventProblem } from '../../../shared/schemas/ad-input';
import { AppError } from '../../core/app-error';
import type { EditableAd } from './ad-for-editing';
import type { AdFields } from './clean-ad-input';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const fieldError = (field: string, key: ValidationKey) =>
  new AppError('VALIDATION_FAILED', 400, { fields: { [field]: key } });

/**
 * PATCH semantics: the cleaned fields sent, checked with the ad as it would be saved. Each field
 * sent passed its own rules already; these span fields: a title that was only markup is no title,
 * an event needs its date and its end comes after its start, a non-event keeps no dates. Returns
 * the columns to write.
 */
export function adChanges(ad: EditableAd, sent: Partial<AdFields>): Partial<AdFields> {
  if (sent.title === '') throw fieldError('title', 'titleRequired');
  const isEvent = sent.isEvent ?? ad.isEvent;
  if (!isEvent) return { ...sent, eventDate: null, eventEndDate: null };
  const problem = eventProblem({
    is_event: true,
    event_date: iso(sent.eventDate === undefined ? ad.eventDate : sent.eventDate),
    event_end_date: iso(sent.eventEndDate === undefined ? ad.eventEndDate : sent.eventEndDate),
  });
  if (problem) throw fieldError(problem.field, problem.key);
  return sent;
}
