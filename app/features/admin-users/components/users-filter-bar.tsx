import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTIONS } from '../../../../shared/constants';
import type { UserRole, UserStatus } from '../../../../shared/schemas/admin-users';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { hasNarrowingFilters, type UsersFilters } from '../utils/users-filters';

type Props = { filters: UsersFilters; onChange: (change: Partial<UsersFilters>) => void };

// "All …" is a real choice: shown in the field (with its label above it), not an empty box.
const selectSlots = (testId: string) => ({
  inputLabel: { shrink: true },
  select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object },
});
const selectSx = { flex: 1, minWidth: { xs: 0, sm: 180 }, maxWidth: { md: 240 } };

/** The search box (it waits for typing to pause, then goes into the URL), role and status. */
export function UsersFilterBar({ filters, onChange }: Props) {
  const { t } = useTranslation('adminUsers');
  const [text, setText] = useState(filters.q);
  const pushed = useRef(filters.q);
  const settled = useDebouncedValue(text, SUGGESTIONS.debounceMs);
  useEffect(() => {
    if (settled === pushed.current) return;
    pushed.current = settled;
    onChange({ q: settled });
  }, [settled, onChange]);
  // The URL changed some other way (back button, clear filters): the box shows what it says.
  useEffect(() => {
    if (filters.q === pushed.current) return;
    pushed.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  return (
    <Stack
      component="section"
      aria-label={t('filters.label')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 2, md: 1.5 }}
      sx={{ alignItems: { md: 'center' } }}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={t('filters.search')}
        type="search"
        sx={{ flex: { md: 2 }, maxWidth: { md: 480 } }}
        slotProps={{
          htmlInput: { maxLength: 200, 'data-testid': 'users-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={1.5} sx={{ flex: { md: 1 }, alignItems: 'center' }}>
        <TextField
          select
          label={t('filters.role')}
          value={filters.role ?? ''}
          onChange={(event) => onChange({ role: (event.target.value || undefined) as UserRole | undefined })}
          sx={selectSx}
          slotProps={selectSlots('filter-role')}
        >
          <MenuItem value="">{t('filters.allRoles')}</MenuItem>
          <MenuItem value="admin">{t('roles.admin')}</MenuItem>
          <MenuItem value="user">{t('roles.user')}</MenuItem>
        </TextField>
        <TextField
          select
          label={t('filters.status')}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || undefined) as UserStatus | undefined })
          }
          sx={selectSx}
          slotProps={selectSlots('filter-status')}
        >
          <MenuItem value="">{t('filters.allStatuses')}</MenuItem>
          <MenuItem value="active">{t('statuses.active')}</MenuItem>
          <MenuItem value="disabled">{t('statuses.disabled')}</MenuItem>
        </TextField>
      </Stack>
      {hasNarrowingFilters(filters) && (
        <Button
          onClick={() => onChange({ q: '', role: undefined, status: undefined })}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, whiteSpace: 'nowrap' }}
          data-testid="clear-filters"
        >
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
