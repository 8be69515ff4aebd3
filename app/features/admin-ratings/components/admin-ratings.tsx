import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeading } from '../../../components/page-heading';
import { StatusTabs } from '../../../components/status-tabs';
import { ConfirmDeleteDialog } from '../../ratings/components/confirm-delete-dialog';
import { useAdminRatings } from '../api/get-admin-ratings';
import { useAdminRatingsFilters } from '../hooks/use-admin-ratings-filters';
import { useRatingModeration } from '../hooks/use-rating-moderation';
import type { RatingStatusTab } from '../utils/admin-ratings-filters';
import { AdFilterBar } from './ad-filter-bar';
import { AdminRatingsList } from './admin-ratings-list';
import { AdminRatingsSkeleton } from './admin-ratings-skeleton';

/** /admin/ratings: ratings by status (Pending first), optionally of one ad; approve, reject, delete. */
export function AdminRatings() {
  const { t } = useTranslation('ratings');
  const { filters, update } = useAdminRatingsFilters();
  const query = useAdminRatings(filters);
  const ratings = useMemo(() => {
    // Offset pages can repeat a rating when the queue moved between two loads: keep its first place.
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((r) => !seen.has(r.id) && seen.add(r.id));
  }, [query.data]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A decided rating may leave the tab with the focus on its button: the heading takes it.
  const actions = useRatingModeration({ onChanged: () => headingRef.current?.focus() });
  const panelId = useId();
  const tabIdPrefix = useId();
  const tabId = (status: RatingStatusTab) => `${tabIdPrefix}-${status}`;
  // The tabs keep the last counts known while another tab loads.
  const latestCounts = query.data?.pages[0]?.counts;
  const [counts, setCounts] = useState(latestCounts);
  if (latestCounts && latestCounts !== counts) setCounts(latestCounts);
  const clearAd = () => update({ ad: undefined });

  let body: ReactNode;
  if (query.isPending) body = <AdminRatingsSkeleton />;
  else if (query.isError && !query.data)
    body = (
      <ErrorState title={t('admin.errorTitle')} error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (ratings.length === 0)
    body = (
      <EmptyState
        icon={TaskAltIcon}
        title={t(`admin.empty.${filters.status}`)}
        body={filters.ad ? t('admin.empty.filteredBody') : t('admin.empty.body')}
        action={
          filters.ad && (
            <Button variant="outlined" onClick={clearAd}>
              {t('admin.clearAdFilter')}
            </Button>
          )
        }
        testId="admin-ratings-empty"
      />
    );
  else
    body = (
      <AdminRatingsList
        ratings={ratings}
        busyIds={actions.busyIds}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        onApprove={actions.approve}
        onReject={actions.reject}
        onDelete={actions.askDelete}
      />
    );

  const deleting = actions.deleting;
  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="admin-ratings-page">
      <PageHeading headingRef={headingRef} title={t('admin.heading')} subtitle={t('admin.subtitle')} />
      <StatusTabs
        value={filters.status}
        label={t('admin.tabsLabel')}
        labelOf={(status) => t(`admin.tabs.${status}`)}
        testIdPrefix="rating"
        counts={counts}
        onChange={(status) => update({ status })}
        panelId={panelId}
        tabId={tabId}
      />
      {filters.ad && <AdFilterBar adId={filters.ad} onClear={clearAd} />}
      <Stack role="tabpanel" id={panelId} aria-labelledby={tabId(filters.status)}>
        {body}
      </Stack>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('deleteDialog.adminTitle')}
        body={
          deleting
            ? t('deleteDialog.adminBody', {
                name: deleting.author_display_name || t('list.anonymous'),
                title: deleting.ad_title,
              })
            : ''
        }
        onClose={actions.closeDelete}
        onConfirm={actions.confirmDelete}
      />
    </Stack>
  );
}
