import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { PageHeading } from '../../../components/page-heading';
import { useAuditLog } from '../api/get-audit-log';
import { AuditEntryItem } from './audit-entry-item';
import { AuditFilters, type AuditFilterValues, NO_FILTERS } from './audit-filters';

/** /admin/audit-log: what admins did, newest first, filtered, with "Show more". */
export function AuditLog() {
  const { t } = useTranslation('adminAudit');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const query = useAuditLog({
    action: filters.action || undefined,
    entityType: filters.entityType || undefined,
    actorId: filters.actor?.id,
  });
  const entries = (query.data?.pages ?? []).flatMap((page) => page.items);
  const filtered = Boolean(filters.action || filters.entityType || filters.actor);

  let body: ReactNode;
  if (query.isPending)
    body = (
      <Stack spacing={1.5} data-testid="audit-loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} sx={{ borderRadius: '20px' }} />
        ))}
      </Stack>
    );
  else if (query.isError && !query.data)
    body = <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (entries.length === 0)
    body = (
      <EmptyState
        icon={HistoryIcon}
        title={t('empty.title')}
        body={filtered ? t('empty.filteredBody') : t('empty.body')}
        testId="audit-empty"
      />
    );
  else
    body = (
      <Stack spacing={2}>
        <Box
          component="ul"
          aria-label={t('listLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          data-testid="audit-list"
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntryItem entry={entry} />
            </li>
          ))}
        </Box>
        <ListFooter
          shown={t('shown', { count: entries.length })}
          shownTestId="audit-shown"
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          texts={{ more: t('loadMore'), loading: t('loadingMore') }}
          moreTestId="audit-load-more"
        />
      </Stack>
    );

  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="admin-audit-page">
      <PageHeading headingRef={headingRef} title={t('heading')} subtitle={t('subtitle')} />
      <AuditFilters value={filters} onChange={setFilters} />
      <Box aria-busy={query.isFetching && !query.isFetchingNextPage}>{body}</Box>
    </Stack>
  );
}
