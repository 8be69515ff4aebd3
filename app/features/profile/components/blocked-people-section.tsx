import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BlockedPerson } from '../../../../shared/schemas/blocks';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useBlockedPeople } from '../../people/api/get-blocked-people';
import { useUnblockPerson } from '../../people/api/unblock-person';
import { ProfileSection } from './profile-section';

/** The people this person blocked, each with Unblock (their ads come back at once). */
export function BlockedPeopleSection() {
  const { t, i18n } = useTranslation('account');
  const language = currentLanguage(i18n.language);
  const query = useBlockedPeople();
  const unblock = useUnblockPerson();
  const nameOf = (person: BlockedPerson) => person.display_name || t('blocks.unnamed');

  const lift = (person: BlockedPerson) =>
    unblock.mutate(person.user_id, {
      onSuccess: () => toast.success(t('blocks.unblocked', { name: nameOf(person) })),
      onError: (error) =>
        toast.error(isApiError(error) && error.status === 429 ? error.message : t('blocks.failed')),
    });

  let content: ReactNode;
  if (query.isPending) content = <CircularProgress size={24} aria-label={t('blocks.title')} />;
  else if (query.isError) content = <Alert severity="error">{t('blocks.failed')}</Alert>;
  else if (query.data.items.length === 0)
    content = <Typography sx={{ color: 'text.secondary' }}>{t('blocks.empty')}</Typography>;
  else
    content = (
      <List disablePadding data-testid="blocked-people">
        {query.data.items.map((person) => (
          <ListItem
            key={person.user_id}
            disableGutters
            divider
            sx={{ gap: 2, flexWrap: 'wrap' }}
            data-testid="blocked-person"
          >
            <ListItemText
              primary={nameOf(person)}
              secondary={t('blocks.since', { date: formatDate(person.blocked_at, language) })}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            <Button
              variant="outlined"
              disabled={unblock.isPending}
              onClick={() => lift(person)}
              aria-label={t('blocks.unblockLabel', { name: nameOf(person) })}
            >
              {t('blocks.unblock')}
            </Button>
          </ListItem>
        ))}
      </List>
    );

  return (
    <ProfileSection
      title={t('blocks.title')}
      description={t('blocks.description')}
      testId="blocked-people-section"
    >
      {content}
    </ProfileSection>
  );
}
