import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useSentNotifications } from '../api/get-sent-notifications';
import { SentCard } from './sent-card';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** The notifications sent so far, newest first, a page at a time. */
export function SentList() {
  const { t } = useTranslation('adminNotifications');
  const headingId = useId();
  const query = useSentNotifications();
  const items = useMemo(() => {
    // Offset pages repeat an item when a notification was sent between two loads: keep its first place.
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((s) => !seen.has(s.id) && seen.add(s.id));
  }, [query.data]);

  let body = (
    <Box sx={GRID} aria-hidden>
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="rounded" height={180} sx={{ borderRadius: '20px' }} />
      ))}
    </Box>
  );
  if (query.isError && !query.data)
    body = (
      <ErrorState title={t('list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (query.data && items.length === 0)
    body = (
      <EmptyState
        icon={CampaignOutlinedIcon}
        title={t('list.emptyTitle')}
        body={t('list.emptyBody')}
        testId="sent-empty"
      />
    );
  else if (query.data)
    body = (
      <Box sx={GRID} data-testid="sent-list">
        {items.map((sent) => (
          <SentCard key={sent.id} sent={sent} />
        ))}
      </Box>
    );

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h5" component="h2">
        {t('list.heading')}
      </Typography>
      {body}
      {query.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {t('list.showMore')}
        </Button>
      )}
    </Stack>
  );
}
