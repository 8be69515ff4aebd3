import { CONTACT_FIELDS } from './schemas/ads';

/** The contact fields an ad's owner fills in: all but the older free-text `contact_info`. */
export type EditableContactField = Exclude<(typeof CONTACT_FIELDS)[number], 'contact_info'>;
const EDITABLE_CONTACT_FIELDS = CONTACT_FIELDS.filter(
  (field): field is EditableContactField => field !== 'contact_info',
);

/** An ad's contact fields, copied from anything that names them alike (a database row, an Ad). */
export function contactFieldsOf(source: Record<EditableContactField, string>) {
  return Object.fromEntries(EDITABLE_CONTACT_FIELDS.map((field) => [field, source[field]])) as Record<
    EditableContactField,
    string
  >;
}
