import type { Language } from '../../shared/constants';
import { adminCatalog as enCatalog } from '../../shared/i18n/en/admin-catalog';
import { adminNotifications as enNotifications } from '../../shared/i18n/en/admin-notifications';
import { plans as enPlans } from '../../shared/i18n/en/plans';
import { validation as enValidation, type ValidationKey } from '../../shared/i18n/en/validation';
import { adminCatalog as ukCatalog } from '../../shared/i18n/uk/admin-catalog';
import { adminNotifications as ukNotifications } from '../../shared/i18n/uk/admin-notifications';
import { plans as ukPlans } from '../../shared/i18n/uk/plans';
import { validation as ukValidation } from '../../shared/i18n/uk/validation';
import { type BroadcastErrorKey, isBroadcastErrorKey } from '../../shared/schemas/admin-notifications';
import type { PlanFieldError } from '../../shared/schemas/plans';
import type { FieldMessageOf } from './field-errors';

// The catalogues whose keys the forms' schemas give as field messages (http/field-errors.ts).

type CatalogFieldKey = keyof typeof enCatalog.fieldErrors;
const catalogMessages: Record<Language, Record<CatalogFieldKey, string>> = {
  en: enCatalog.fieldErrors,
  uk: ukCatalog.fieldErrors,
};
const planMessages: Record<Language, Record<PlanFieldError, string>> = {
  en: enPlans.fieldErrors,
  uk: ukPlans.fieldErrors,
};
const validationMessages: Record<Language, Record<ValidationKey, string>> = {
  en: enValidation,
  uk: ukValidation,
};
const broadcastMessages: Record<Language, Record<BroadcastErrorKey, string>> = {
  en: enNotifications.errors,
  uk: ukNotifications.errors,
};

/** shared/schemas/admin-catalog.ts: 'validation:nameRequired', 'adminCatalog:fieldErrors.slugReserved'. */
export const catalogFieldMessage: FieldMessageOf = (language, key) => {
  const [namespace, path = ''] = key.split(':');
  if (namespace === 'validation' && Object.hasOwn(enValidation, path))
    return validationMessages[language][path as ValidationKey];
  const field = path.replace(/^fieldErrors\./, '');
  if (namespace === 'adminCatalog' && Object.hasOwn(enCatalog.fieldErrors, field))
    return catalogMessages[language][field as CatalogFieldKey];
  return validationMessages[language].invalidValue;
};

/** shared/schemas/plans.ts ('plans:fieldErrors.priceInvalid') and the plan services' bare keys. */
export const planFieldMessage: FieldMessageOf = (language, key) => {
  const field = key.replace(/^plans:fieldErrors\./, '');
  if (Object.hasOwn(enPlans.fieldErrors, field)) return planMessages[language][field as PlanFieldError];
  if (key === 'validation:unknownField') return validationMessages[language].unknownField;
  return validationMessages[language].invalidValue;
};

/** The admin broadcast form's own catalogue (shared/schemas/notifications.ts). */
export const broadcastFieldMessage: FieldMessageOf = (language, key) =>
  broadcastMessages[language][isBroadcastErrorKey(key) ? key : 'invalidValue'];

/** The `validation` catalogue by bare key (services' AppError fields, schemas of the other forms). */
export const validationFieldMessage: FieldMessageOf = (language, key) =>
  validationMessages[language][Object.hasOwn(enValidation, key) ? (key as ValidationKey) : 'invalidValue'];
