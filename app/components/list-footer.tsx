import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ListCount } from './list-count';
import { LoadMoreButton } from './load-more-button';

type Props = {
  /** "Showing 20", read out again when it changes. */
  shown: ReactNode;
  shownTestId?: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  texts: { more: string; loading: string };
  moreTestId: string;
};

/** Under a paged admin list: how many are shown, and "Load more" while there are more. */
export function ListFooter({
  shown,
  shownTestId,
  hasMore,
  loadingMore,
  onLoadMore,
  texts,
  moreTestId,
}: Props) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <ListCount testId={shownTestId}>{shown}</ListCount>
      {hasMore && (
        <LoadMoreButton
          loading={loadingMore}
          onClick={onLoadMore}
          label={texts.more}
          loadingLabel={texts.loading}
          testId={moreTestId}
        />
      )}
    </Stack>
  );
}
