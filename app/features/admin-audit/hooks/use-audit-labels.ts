import { useTranslation } from 'react-i18next';
import type { adminAudit } from '../../../../shared/i18n/en/admin-audit';

// ':' separates i18next namespaces, so the 'ads:write' scope has another key.
const valueKey = (value: string) => (value === 'ads:write' ? 'adsWrite' : value);

/** Localised names of actions, kinds of record, fields and values the page knows; the raw text otherwise. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation('adminAudit');
  const catalogue: typeof adminAudit = i18n.getResourceBundle(i18n.language, 'adminAudit');
  const actions: Record<string, Record<string, string>> = catalogue.actions;
  const types: Record<string, string> = catalogue.entityTypes;
  const fields: Record<string, string> = catalogue.fields;
  const values: Record<string, Record<string, string>> = catalogue.values;
  const key = (path: string) => path as 'heading'; // a key checked against the catalogue just before
  const value = (field: string, raw: unknown): unknown => {
    if (Array.isArray(raw)) return raw.map((v) => value(field, v));
    if (typeof raw !== 'string' || !Object.hasOwn(values, field)) return raw;
    const k = valueKey(raw);
    return Object.hasOwn(values[field] ?? {}, k) ? t(key(`values.${field}.${k}`)) : raw;
  };
  return {
    action(action: string): string {
      const [entity = '', verb = ''] = action.split('.', 2);
      const known =
        action === `${entity}.${verb}` &&
        Object.hasOwn(actions, entity) &&
        Object.hasOwn(actions[entity] ?? {}, verb);
      return known ? t(key(`actions.${entity}.${verb}`)) : action;
    },
    entityType: (type: string): string => (Object.hasOwn(types, type) ? t(key(`entityTypes.${type}`)) : type),
    field: (field: string): string => (Object.hasOwn(fields, field) ? t(key(`fields.${field}`)) : field),
    /** A known value of a known field (a status, a role, a scope) in words; anything else as it is. */
    value,
  };
}
