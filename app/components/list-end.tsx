import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadMoreButton } from './load-more-button';

type Props = {
  /** The paged query behind the list (TanStack Query's infinite query). */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  texts: { more: string; loading: string; end: string };
  testId: string;
  /** The next page's own address (usePageStart), for a browser without JavaScript. */
  nextHref?: string;
};

/** Under a paged list: "Load more" while there is more, else a line saying the list has ended. */
export function ListEnd({ query, texts, testId, nextHref }: Props) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
      {query.hasNextPage ? (
        <LoadMoreButton
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          href={nextHref}
          label={texts.more}
          loadingLabel={texts.loading}
          testId={testId}
          sx={{ minWidth: 220 }}
        />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.end}
        </Typography>
      )}
    </Box>
  );
}
