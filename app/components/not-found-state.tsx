import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageCard } from './message-card';

/** Friendly not-found card with a link home; holds the page's h1. */
export function NotFoundState({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <MessageCard>
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
    </MessageCard>
  );
}
