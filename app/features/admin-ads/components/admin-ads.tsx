import Stack from '@mui/material/Stack';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PageHeading } from '../../../components/page-heading';
import { StatusTabs } from '../../../components/status-tabs';
import { useFocusKeeper } from '../../../lib/use-focus-keeper';
import { RejectDialog } from '../../moderation/components/reject-dialog';
import { useAdminAds } from '../api/get-admin-ads';
import { useAdminAdsFilters } from '../hooks/use-admin-ads-filters';
import { useModerationActions } from '../hooks/use-moderation-actions';
import { useSelection } from '../hooks/use-selection';
import { hasNarrowingFilters, type StatusTab } from '../utils/admin-ads-filters';
import { AdminAdsEmptyState } from './admin-ads-empty-state';
import { AdminAdsFilterBar } from './admin-ads-filter-bar';
import { AdminAdsList } from './admin-ads-list';
import { AdminAdsSkeleton } from './admin-ads-skeleton';
import { BulkToolbar } from './bulk-toolbar';
import { ReassignOwnerDialog } from './reassign-owner-dialog';

/** /admin: the moderation queue by status with filters, per-ad and bulk actions, and their dialogs. */
export function AdminAds() {
  const { t } = useTranslation('adminAds');
  const { filters, update } = useAdminAdsFilters();
  const query = useAdminAds(filters);
  const ads = useMemo(() => {
    // Offset pages can repeat an ad when the queue moved between two loads: keep its first place.
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((ad) => !seen.has(ad.id) && seen.add(ad.id));
  }, [query.data]);
  const ids = useMemo(() => ads.map((ad) => ad.id), [ads]);
  const selection = useSelection(ids, JSON.stringify(filters));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useFocusKeeper(headingRef, ads);
  const actions = useModerationActions({
    onChanged: (changed) => {
      selection.drop(changed);
      focus.expect();
    },
  });
  const panelId = useId();
  const tabIdPrefix = useId();
  const tabId = (status: StatusTab) => `${tabIdPrefix}-${status}`;
  const clearFilters = () => update({ city: undefined, category: undefined, event: undefined });
  // The tabs keep the last counts known while another tab loads.
  const latestCounts = query.data?.pages[0]?.counts;
  const [counts, setCounts] = useState(latestCounts);
  if (latestCounts && latestCounts !== counts) setCounts(latestCounts);
  const selectedAds = ads.filter((ad) => selection.selected.has(ad.id));

  let body: ReactNode;
  if (query.isPending) body = <AdminAdsSkeleton />;
  else if (query.isError && !query.data)
    body = <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (ads.length === 0)
    body = (
      <AdminAdsEmptyState
        status={filters.status}
        filtered={hasNarrowingFilters(filters)}
        onClearFilters={clearFilters}
      />
    );
  else
    body = (
      <AdminAdsList
        ads={ads}
        selected={selection.selected}
        onSelectedChange={selection.toggle}
        busyIds={actions.busyIds}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        onApprove={actions.approve}
        onReject={(ad) => actions.reject([ad])}
        onSetStatus={actions.setStatus}
        onReassign={actions.reassign}
      />
    );

  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="admin-ads-page">
      {/* Focusable, so focus has a place to go when the ad it was on leaves the list. */}
      <PageHeading headingRef={headingRef} title={t('heading')} subtitle={t('subtitle')} />
      <StatusTabs
        value={filters.status}
        label={t('tabsLabel')}
        labelOf={(status) => t(`tabs.${status}`)}
        testIdPrefix="status"
        counts={counts}
        onChange={(status) => update({ status })}
        panelId={panelId}
        tabId={tabId}
      />
      <AdminAdsFilterBar filters={filters} onChange={update} />
      {ads.length > 0 && (
        <BulkToolbar
          shown={ads.length}
          selected={selectedAds.length}
          busy={selectedAds.some((ad) => actions.busyIds.has(ad.id))}
          onSelectAll={selection.setAll}
          onApprove={() => void actions.approveAll(selectedAds)}
          onReject={() => actions.reject(selectedAds)}
          onClear={selection.clear}
        />
      )}
      <Stack role="tabpanel" id={panelId} aria-labelledby={tabId(filters.status)}>
        {body}
      </Stack>
      <RejectDialog
        ads={actions.rejecting}
        onClose={actions.closeReject}
        onExited={focus.restore}
        onConfirm={actions.confirmReject}
      />
      <ReassignOwnerDialog
        ad={actions.reassigning}
        onClose={actions.closeReassign}
        onExited={focus.restore}
        onConfirm={actions.confirmReassign}
      />
    </Stack>
  );
}
