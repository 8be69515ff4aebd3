import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { CardList, CardListItem } from '../../../components/card-list-item';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { UserActions } from './user-actions';
import { RoleChip, StatusChip, YouChip } from './user-chips';
import type { UsersViewProps } from './users-table';

function UserCard({
  person,
  isSelf,
  busy,
  ...handlers
}: Omit<UsersViewProps, 'people' | 'selfId' | 'busyIds'> & {
  person: AdminUser;
  isSelf: boolean;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('adminUsers');
  const nameId = useId();
  return (
    <CardListItem labelledBy={nameId} data-testid="user-row" data-user-id={person.id}>
      <Stack spacing={1.25}>
        <Typography
          id={nameId}
          component="h2"
          sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {person.display_name}
          {isSelf && <YouChip />}
        </Typography>
        <Typography dir="ltr" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', textAlign: 'start' }}>
          {person.email}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <RoleChip role={person.role} />
          <StatusChip disabled={person.disabled} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('created', { date: formatDate(person.created_at, currentLanguage(i18n.language)) })}
          {' · '}
          {t('ads', { count: person.ad_count })}
        </Typography>
        <UserActions person={person} isSelf={isSelf} busy={busy} {...handlers} />
      </Stack>
    </CardListItem>
  );
}

/** Phones: a card per person (a table would not fit). */
export function UserCards({ people, selfId, busyIds, ...handlers }: UsersViewProps) {
  const { t } = useTranslation('adminUsers');
  return (
    <CardList label={t('listLabel')} testId="user-cards">
      {people.map((person) => (
        <UserCard
          key={person.id}
          person={person}
          isSelf={person.id === selfId}
          busy={busyIds.has(person.id)}
          {...handlers}
        />
      ))}
    </CardList>
  );
}
