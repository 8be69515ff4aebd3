import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { MessageCard } from './message-card';

/** Placeholder for a page that ships in a later release: its title, a note and a way back. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <MessageCard testId="coming-soon">
      <ConstructionIcon aria-hidden sx={{ fontSize: 56, color: 'secondary.main', mb: 1 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Chip label={t('comingSoon.badge')} color="secondary" sx={{ mb: 3, fontWeight: 700 }} />
      <Typography sx={{ mb: 1 }}>{t('comingSoon.body')}</Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('comingSoon.hint')}</Typography>
      <Button component={Link} to="/" variant="contained" size="large">
        {t('comingSoon.home')}
      </Button>
    </MessageCard>
  );
}
