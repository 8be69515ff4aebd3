import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

type Props = {
  /** The paged query behind the list (TanStack Query's infinite query). */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  texts: { more: string; loading: string; end: string };
  testId: string;
};

/** Under a paged list: "Load more" while there is more, else a line saying the list has ended. */
export function ListEnd({ query, texts, testId }: Props) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
      {query.hasNextPage ? (
        <Button
          variant="outlined"
          size="large"
          data-testid={testId}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          startIcon={
            query.isFetchingNextPage ? <CircularProgress size={18} color="inherit" aria-hidden /> : null
          }
          sx={{ minWidth: 220 }}
        >
          {query.isFetchingNextPage ? texts.loading : texts.more}
        </Button>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.end}
        </Typography>
      )}
    </Box>
  );
}
