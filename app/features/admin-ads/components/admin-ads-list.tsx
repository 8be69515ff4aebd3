import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { ListCount } from '../../../components/list-count';
import { AdRowList } from '../../ads/components/ad-row-list';
import type { AdActionHandlers } from './admin-ad-actions';
import { AdminAdItem } from './admin-ad-item';

type Props = AdActionHandlers & {
  ads: Ad[];
  selected: ReadonlySet<string>;
  onSelectedChange: (id: string, selected: boolean) => void;
  busyIds: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** The ads of the tab, newest first, then how many are shown and "Load more" while there are more. */
export function AdminAdsList({
  ads,
  selected,
  onSelectedChange,
  busyIds,
  hasMore,
  loadingMore,
  onLoadMore,
  ...handlers
}: Props) {
  const { t } = useTranslation('adminAds');
  return (
    <Stack spacing={2}>
      <AdRowList ads={ads} label={t('listLabel')} testId="admin-ads-list">
        {(ad) => (
          <AdminAdItem
            ad={ad}
            selected={selected.has(ad.id)}
            onSelectedChange={onSelectedChange}
            busy={busyIds.has(ad.id)}
            {...handlers}
          />
        )}
      </AdRowList>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <ListCount testId="admin-ads-shown">{t('shown', { count: ads.length })}</ListCount>
        {hasMore && (
          <Button
            variant="outlined"
            size="large"
            onClick={onLoadMore}
            disabled={loadingMore}
            startIcon={loadingMore ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
            data-testid="load-more"
          >
            {loadingMore ? t('loadingMore') : t('loadMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
