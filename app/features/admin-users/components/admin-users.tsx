import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeading } from '../../../components/page-heading';
import { useFocusKeeper } from '../../../lib/use-focus-keeper';
import { useIsDesktop } from '../../../lib/use-is-desktop';
import { useSession } from '../../auth/api/get-session';
import { USERS_PAGE_SIZE, useAdminUsers } from '../api/get-admin-users';
import { useUserActions } from '../hooks/use-user-actions';
import { useUsersFilters } from '../hooks/use-users-filters';
import { hasNarrowingFilters } from '../utils/users-filters';
import { UserCards } from './user-cards';
import { UserDialogs } from './user-dialogs';
import { UsersFilterBar } from './users-filter-bar';
import { UsersPagination } from './users-pagination';
import { UsersSkeleton } from './users-skeleton';
import { UsersTable } from './users-table';

/** /admin/users: find people, add accounts, edit them, disable or enable them, delete them. */
export function AdminUsers() {
  const { t } = useTranslation('adminUsers');
  const { filters, update } = useUsersFilters();
  const query = useAdminUsers(filters);
  const selfId = useSession().user?.id;
  const desktop = useIsDesktop();
  const actions = useUserActions();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useFocusKeeper(headingRef, query.data);
  const people = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.ceil(total / USERS_PAGE_SIZE);
  const clearFilters = () => update({ q: '', role: undefined, status: undefined });
  // A page past the end (its last person deleted, or an old link): go to the last page there is.
  const pastTheEnd = Boolean(
    query.data && !query.isPlaceholderData && people.length === 0 && filters.page > 1,
  );
  useEffect(() => {
    if (pastTheEnd) update({ page: Math.max(1, pages) });
  }, [pastTheEnd, pages, update]);

  let body: ReactNode;
  if (query.isPending) body = <UsersSkeleton />;
  else if (query.isError && !query.data)
    body = <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (people.length === 0)
    body = (
      <EmptyState
        icon={PersonSearchOutlinedIcon}
        title={t('empty.title')}
        body={t('empty.body')}
        action={
          hasNarrowingFilters(filters) && (
            <Button variant="outlined" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          )
        }
        testId="users-empty"
      />
    );
  else {
    const view = {
      people,
      selfId,
      busyIds: actions.busyIds,
      onEdit: actions.edit,
      onToggleDisabled: actions.toggleDisabled,
      onDelete: actions.remove,
    };
    body = desktop ? <UsersTable {...view} /> : <UserCards {...view} />;
  }

  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="admin-users-page">
      <PageHeading
        headingRef={headingRef}
        title={t('heading')}
        subtitle={t('subtitle')}
        action={
          <Button
            variant="contained"
            size="large"
            startIcon={<PersonAddAlt1OutlinedIcon aria-hidden />}
            onClick={actions.add}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            data-testid="add-user"
          >
            {t('add')}
          </Button>
        }
      />
      <UsersFilterBar filters={filters} onChange={update} />
      {query.data && people.length > 0 && (
        <Typography role="status" sx={{ color: 'text.secondary' }} data-testid="users-total">
          {t('total', { count: total })}
        </Typography>
      )}
      {body}
      <UsersPagination page={filters.page} pages={pages} onChange={(page) => update({ page })} />
      <UserDialogs
        actions={actions}
        selfId={selfId}
        // Once the dialog's content has unmounted: until then its button still holds focus.
        onExited={() => setTimeout(focus.expect)}
      />
    </Stack>
  );
}
