import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FiltersBar } from '../../../components/filters-bar';
import type { PersonSummary } from '../../people/api/search-people';
import { PersonPicker } from '../../people/components/person-picker';
import { usePersonSearchTexts } from '../../people/hooks/use-person-search-texts';
import { useAuditFacets } from '../api/get-audit-facets';
import { useAuditLabels } from '../hooks/use-audit-labels';

export type AuditFilterValues = { action: string; entityType: string; actor: PersonSummary | null };
export const NO_FILTERS: AuditFilterValues = { action: '', entityType: '', actor: null };

type Props = { value: AuditFilterValues; onChange: (value: AuditFilterValues) => void };

// "All …" is a real choice: shown in the field (with its label above it), not an empty box.
const selectSlots = (testId: string) => ({
  inputLabel: { shrink: true },
  select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object },
});

/** Action and record selects (what the log holds) and the admin who did it. */
export function AuditFilters({ value, onChange }: Props) {
  const { t } = useTranslation('adminAudit');
  const labels = useAuditLabels();
  const pickerTexts = usePersonSearchTexts();
  const facets = useAuditFacets().data;
  // A chosen value stays a choice even before the facets arrive.
  const actions = [...new Set([...(facets?.actions ?? []), ...(value.action ? [value.action] : [])])];
  const types = [
    ...new Set([...(facets?.entity_types ?? []), ...(value.entityType ? [value.entityType] : [])]),
  ];
  const filtered = value.action || value.entityType || value.actor;

  return (
    <FiltersBar
      label={t('filters.label')}
      columns={{ xs: '1fr', md: 'repeat(3, minmax(0, 1fr)) auto' }}
      alignItems="start"
      testId="audit-filters"
    >
      <TextField
        select
        label={t('filters.action')}
        value={value.action}
        onChange={(event) => onChange({ ...value, action: event.target.value })}
        slotProps={selectSlots('filter-action')}
      >
        <MenuItem value="">{t('filters.allActions')}</MenuItem>
        {actions
          .map((action) => ({ action, label: labels.action(action) }))
          .sort((a, b) => a.label.localeCompare(b.label))
          .map(({ action, label }) => (
            <MenuItem key={action} value={action}>
              {label}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        select
        label={t('filters.entityType')}
        value={value.entityType}
        onChange={(event) => onChange({ ...value, entityType: event.target.value })}
        slotProps={selectSlots('filter-entity-type')}
      >
        <MenuItem value="">{t('filters.allTypes')}</MenuItem>
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {labels.entityType(type)}
          </MenuItem>
        ))}
      </TextField>
      <PersonPicker
        value={value.actor}
        onChange={(actor) => onChange({ ...value, actor })}
        label={t('filters.actor')}
        placeholder={t('filters.actorPlaceholder')}
        texts={pickerTexts}
        testId="filter-actor"
      />
      <Button
        onClick={() => onChange(NO_FILTERS)}
        disabled={!filtered}
        sx={{ alignSelf: 'center' }}
        data-testid="clear-audit-filters"
      >
        {t('filters.clear')}
      </Button>
    </FiltersBar>
  );
}
