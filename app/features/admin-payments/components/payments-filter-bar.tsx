import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTIONS } from '../../../../shared/constants';
import {
  PAYMENT_KIND_VALUES,
  PAYMENT_STATUS_VALUES,
  type PaymentKindValue,
  type PaymentStatusValue,
  PERSON_FILTER_MAX,
} from '../../../../shared/schemas/admin-payments';
import { FiltersBar } from '../../../components/filters-bar';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { hasPaymentFilters, NO_PAYMENT_FILTERS, type PaymentsFilters } from '../utils/payments-filters';

type Props = { filters: PaymentsFilters; onChange: (change: Partial<PaymentsFilters>) => void };

// "All …" is a real choice: shown in the field (with its label above it), not an empty box.
const selectSlots = (testId: string) => ({
  inputLabel: { shrink: true },
  select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object },
});

/** A new first or last day; the other end follows when the range would run backwards. */
function dayChange(filters: PaymentsFilters, key: 'from' | 'to', value: string): Partial<PaymentsFilters> {
  const day = value || undefined;
  if (key === 'from') return { from: day, ...(day && filters.to && day > filters.to ? { to: day } : {}) };
  return { to: day, ...(day && filters.from && day < filters.from ? { from: day } : {}) };
}

/** Status, kind, payer search (it waits for typing to pause) and days; all of it goes into the URL. */
export function PaymentsFilterBar({ filters, onChange }: Props) {
  const { t } = useTranslation('adminPayments');
  const [text, setText] = useState(filters.person);
  const pushed = useRef(filters.person);
  const settled = useDebouncedValue(text, SUGGESTIONS.debounceMs);
  useEffect(() => {
    if (settled === pushed.current) return;
    pushed.current = settled;
    onChange({ person: settled });
  }, [settled, onChange]);
  // The URL changed some other way (back button, clear filters): the box shows what it says.
  useEffect(() => {
    if (filters.person === pushed.current) return;
    pushed.current = filters.person;
    setText(filters.person);
  }, [filters.person]);

  const day = (key: 'from' | 'to', testId: string) => (
    <TextField
      type="date"
      label={t(`filters.${key}`)}
      value={filters[key] ?? ''}
      onChange={(event) => onChange(dayChange(filters, key, event.target.value))}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          'data-testid': testId,
          ...(key === 'from' ? { max: filters.to } : { min: filters.from }),
        },
      }}
    />
  );

  return (
    <FiltersBar
      label={t('filters.label')}
      columns={{
        xs: '1fr 1fr',
        md: 'minmax(0, 1.6fr) repeat(2, minmax(0, 1fr)) repeat(2, minmax(0, 0.9fr)) auto',
      }}
      alignItems="center"
      testId="payments-filters"
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={t('filters.person')}
        placeholder={t('filters.personPlaceholder')}
        type="search"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          htmlInput: { maxLength: PERSON_FILTER_MAX, 'data-testid': 'payments-person' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('filters.status')}
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({ status: (event.target.value || undefined) as PaymentStatusValue | undefined })
        }
        slotProps={selectSlots('filter-status')}
      >
        <MenuItem value="">{t('filters.allStatuses')}</MenuItem>
        {PAYMENT_STATUS_VALUES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('filters.kind')}
        value={filters.kind ?? ''}
        onChange={(event) =>
          onChange({ kind: (event.target.value || undefined) as PaymentKindValue | undefined })
        }
        slotProps={selectSlots('filter-kind')}
      >
        <MenuItem value="">{t('filters.allKinds')}</MenuItem>
        {PAYMENT_KIND_VALUES.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {day('from', 'filter-from')}
      {day('to', 'filter-to')}
      <Button
        onClick={() => onChange(NO_PAYMENT_FILTERS)}
        disabled={!hasPaymentFilters(filters)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: { xs: 'start', md: 'end' } }}
        data-testid="clear-payment-filters"
      >
        {t('filters.clear')}
      </Button>
    </FiltersBar>
  );
}
