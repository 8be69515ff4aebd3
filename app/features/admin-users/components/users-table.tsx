import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { type UserActionHandlers, UserActions } from './user-actions';
import { RoleChip, StatusChip, YouChip } from './user-chips';

export type UsersViewProps = UserActionHandlers & {
  people: AdminUser[];
  selfId: string | undefined;
  busyIds: ReadonlySet<string>;
};

/** Desktop: one row per person with every column and the actions at the end. */
export function UsersTable({ people, selfId, busyIds, ...handlers }: UsersViewProps) {
  const { t, i18n } = useTranslation('adminUsers');
  const language = currentLanguage(i18n.language);
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '20px' }}>
      <Table aria-label={t('listLabel')} data-testid="users-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.email')}</TableCell>
            <TableCell>{t('columns.role')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('columns.created')}</TableCell>
            <TableCell align="right">{t('columns.ads')}</TableCell>
            <TableCell>{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.id} hover data-testid="user-row" data-user-id={person.id}>
              <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 140 }}>
                {person.display_name}
                {person.id === selfId && <YouChip />}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                <Box component="span" dir="ltr">
                  {person.email}
                </Box>
              </TableCell>
              <TableCell>
                <RoleChip role={person.role} />
              </TableCell>
              <TableCell>
                <StatusChip disabled={person.disabled} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(person.created_at, language)}</TableCell>
              <TableCell align="right">{person.ad_count}</TableCell>
              <TableCell sx={{ width: 0 }}>
                <UserActions
                  person={person}
                  isSelf={person.id === selfId}
                  busy={busyIds.has(person.id)}
                  {...handlers}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
