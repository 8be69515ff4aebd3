import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AdminAd } from '../../../../shared/schemas/admin-ads';
import { ListFooter } from '../../../components/list-footer';
import { AdRowList } from '../../ads/components/ad-row-list';
import type { AdActionHandlers } from './admin-ad-actions';
import { AdminAdItem } from './admin-ad-item';

type Props = AdActionHandlers & {
  ads: AdminAd[];
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
        {(ad, first) => (
          <AdminAdItem
            ad={ad}
            priority={first}
            selected={selected.has(ad.id)}
            onSelectedChange={onSelectedChange}
            busy={busyIds.has(ad.id)}
            {...handlers}
          />
        )}
      </AdRowList>
      <ListFooter
        shown={t('shown', { count: ads.length })}
        shownTestId="admin-ads-shown"
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
        texts={{ more: t('loadMore'), loading: t('loadingMore') }}
        moreTestId="load-more"
      />
    </Stack>
  );
}
