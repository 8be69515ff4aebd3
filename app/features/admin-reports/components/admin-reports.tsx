import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORT_QUEUE_ORDERS, type ReportQueueOrder } from '../../../../shared/schemas/reports';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { PageHeading } from '../../../components/page-heading';
import { RejectDialog } from '../../moderation/components/reject-dialog';
import { useReportedAds } from '../api/get-reported-ads';
import { useReportActions } from '../hooks/use-report-actions';
import { ReportedAdItem } from './reported-ad-item';

const orderOf = (value: string | null): ReportQueueOrder =>
  REPORT_QUEUE_ORDERS.find((order) => order === value) ?? 'newest';

/** /admin/reports: ads with open reports, most recently or most reported first; dismiss, reject, disable the author. */
export function AdminReports() {
  const { t } = useTranslation('adminReports');
  const [params, setParams] = useSearchParams();
  const sort = orderOf(params.get('sort'));
  const query = useReportedAds(sort);
  const items = useMemo(() => {
    // Offset pages can repeat an ad when the queue moved between two loads: keep its first place.
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((ad) => !seen.has(ad.ad_id) && seen.add(ad.ad_id));
  }, [query.data]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A resolved ad leaves the queue with the focus on its button: the heading takes it.
  const actions = useReportActions({ onChanged: () => headingRef.current?.focus() });
  const total = query.data?.pages[0]?.total ?? 0;
  const rejecting = useMemo(() => (actions.rejecting ? [actions.rejecting] : null), [actions.rejecting]);

  let body: ReactNode;
  if (query.isPending) body = null;
  else if (query.isError && !query.data)
    body = <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        icon={TaskAltIcon}
        title={t('empty.title')}
        body={t('empty.body')}
        testId="admin-reports-empty"
      />
    );
  else
    body = (
      <Stack spacing={2}>
        <Box
          component="ul"
          aria-label={t('heading')}
          data-testid="reported-ads"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.5, md: 2 } }}
        >
          {items.map((ad) => (
            <li key={ad.ad_id}>
              <ReportedAdItem
                ad={ad}
                busy={actions.busyIds.has(ad.ad_id)}
                onDismiss={actions.dismiss}
                onReject={actions.askReject}
                onDisableOwner={actions.askDisable}
              />
            </li>
          ))}
        </Box>
        <ListFooter
          shown={t('total', { count: total })}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          texts={{ more: t('showMore'), loading: t('showMore') }}
          moreTestId="reports-show-more"
        />
      </Stack>
    );

  return (
    <Stack
      spacing={{ xs: 2, md: 3 }}
      data-testid="admin-reports-page"
      aria-busy={query.isPending || undefined}
    >
      <PageHeading
        headingRef={headingRef}
        title={t('heading')}
        subtitle={t('subtitle')}
        action={
          <TextField
            select
            size="small"
            label={t('sortLabel')}
            value={sort}
            onChange={(event) => setParams({ sort: event.target.value }, { replace: true })}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'reports-sort' } as object } }}
          >
            {REPORT_QUEUE_ORDERS.map((order) => (
              <MenuItem key={order} value={order}>
                {t(`sort.${order}`)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {body}
      <RejectDialog ads={rejecting} onClose={actions.closeReject} onConfirm={actions.confirmReject} />
      <ConfirmDialog
        subject={actions.disabling}
        title={() => t('disableDialog.title')}
        body={(ad) =>
          t('disableDialog.body', { name: ad.owner_display_name || t('anonymous'), title: ad.title })
        }
        onConfirm={actions.confirmDisable}
        onClose={actions.closeDisable}
        failedText={t('failure')}
        cancelLabel={t('disableDialog.cancel')}
        confirmLabel={t('disableDialog.confirm')}
        busyLabel={t('disableDialog.working')}
        color="error"
        confirmTestId="confirm-disable-owner"
        testId="disable-owner-dialog"
      />
    </Stack>
  );
}
