import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Friendly not-found card with a link home; holds the page's h1. */
export function NotFoundState({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{
        maxWidth: 640,
        mx: 'auto',
        my: { xs: 4, md: 8 },
        p: { xs: 3, md: 6 },
        textAlign: 'center',
        borderRadius: '20px',
      }}
    >
      <SearchOffIcon aria-hidden sx={{ fontSize: 64, color: 'primary.main', mb: 2 }} />
      <Typography
        variant="overline"
        component="p"
        sx={{ color: 'text.secondary', fontSize: '1rem', letterSpacing: 4 }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{body}</Typography>
      <Button component={Link} to="/" variant="contained" size="large">
        {t('notFound.home')}
      </Button>
    </Paper>
  );
}
