import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';

type Props = {
  loading: boolean;
  onClick: () => void;
  /** The next page's address: a link a browser without JavaScript follows (with it, onClick runs). */
  href?: string;
  label: string;
  loadingLabel: string;
  testId: string;
  /** Phone-wide by default. */
  sx?: SxProps<Theme>;
};

/** "Load more" under a paged list, with a spinner and its own text while the next page loads. */
export function LoadMoreButton({ loading, onClick, href, label, loadingLabel, testId, sx }: Props) {
  return (
    <Button
      variant="outlined"
      size="large"
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
      disabled={loading}
      startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      sx={sx ?? { width: { xs: '100%', sm: 'auto' } }}
      data-testid={testId}
    >
      {loading ? loadingLabel : label}
    </Button>
  );
}
