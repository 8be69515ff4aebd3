import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListEnd } from '../../../components/list-end';
import { PageHeading } from '../../../components/page-heading';
import { failureMessage } from '../../../lib/failure-message';
import { useSetFavorite } from '../../ads/api/save-favorite';
import { AdCard } from '../../ads/components/ad-card';
import { AdGridLayout } from '../../ads/components/ad-grid-layout';
import { AdListSkeleton } from '../../ads/components/ad-list';
import { useFavourites } from '../api/get-favourites';
import { GoneFavouriteCard } from './gone-favourite-card';

/** /favorites: the ads the person saved, the latest first; those gone from the site stay, marked. */
export function Favourites({ userId }: { userId: string }) {
  const { t } = useTranslation('favorites');
  const query = useFavourites(userId);
  const remove = useSetFavorite(userId);

  let body: ReactNode;
  if (query.isPending) body = <AdListSkeleton />;
  else if (query.isError && !query.data)
    body = <ErrorState title={t('loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const items = query.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <EmptyFavorites />
      ) : (
        <Stack spacing={2}>
          <AdGridLayout label={t('listLabel')}>
            {items.map((favorite) => (
              <li key={favorite.id} data-testid="favorite" data-ad-id={favorite.ad_id ?? undefined}>
                {favorite.ad ? (
                  <AdCard ad={favorite.ad} />
                ) : (
                  <GoneFavouriteCard
                    favorite={favorite}
                    removing={remove.isPending}
                    onRemove={() =>
                      remove.mutate(
                        { adId: favorite.id, saved: false },
                        { onError: (error) => toast.error(failureMessage(error, t('removeFailed'))) },
                      )
                    }
                  />
                )}
              </li>
            ))}
          </AdGridLayout>
          <ListEnd
            query={query}
            texts={{ more: t('loadMore'), loading: t('loadingMore'), end: t('endOfList') }}
            testId="favorites-more"
          />
        </Stack>
      );
  }

  return (
    <Stack spacing={3}>
      <PageHeading title={t('heading')} subtitle={t('subtitle')} />
      {body}
    </Stack>
  );
}

function EmptyFavorites() {
  const { t } = useTranslation('favorites');
  return (
    <EmptyState
      icon={FavoriteBorderIcon}
      title={t('emptyTitle')}
      body={t('emptyBody')}
      testId="favorites-empty"
      action={
        <Button component={Link} to="/" variant="contained" size="large">
          {t('emptyAction')}
        </Button>
      }
    />
  );
}
