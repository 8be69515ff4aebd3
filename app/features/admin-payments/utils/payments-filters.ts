import {
  PAYMENT_KIND_VALUES,
  PAYMENT_STATUS_VALUES,
  type PaymentKindValue,
  type PaymentStatusValue,
  PERSON_FILTER_MAX,
} from '../../../../shared/schemas/admin-payments';

/** What the payments list shows; kept in the page's query string (?status=&kind=&person=&from=&to=). */
export type PaymentsFilters = {
  status?: PaymentStatusValue;
  kind?: PaymentKindValue;
  person: string;
  from?: string;
  to?: string;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Reads the filters from a query string; unknown values fall back to "any". */
export function readPaymentsFilters(params: URLSearchParams): PaymentsFilters {
  return {
    status: oneOf(PAYMENT_STATUS_VALUES, params.get('status')),
    kind: oneOf(PAYMENT_KIND_VALUES, params.get('kind')),
    person: (params.get('person') ?? '').slice(0, PERSON_FILTER_MAX),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The query string of a set of filters (empty ones left out, so plain /admin/payments is everything). */
export function writePaymentsFilters(filters: PaymentsFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'kind', 'person', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const NO_PAYMENT_FILTERS: PaymentsFilters = {
  status: undefined,
  kind: undefined,
  person: '',
  from: undefined,
  to: undefined,
};

export const hasPaymentFilters = (filters: PaymentsFilters) =>
  Boolean(filters.status || filters.kind || filters.person.trim() || filters.from || filters.to);
