import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../../shared/schemas/api-tokens';
import { RevokeButton } from './revoke-button';
import { ScopeChips, TokenPrefix, TokenStateChip } from './token-chips';
import { useTokenTexts } from './use-token-texts';

type Props = { tokens: ApiToken[]; onRevoke: (token: ApiToken) => void };

const Secondary = ({ children }: { children: string }) => (
  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
    {children}
  </Typography>
);

/** The tokens on a wide screen: one row each. */
export function TokenTable({ tokens, onRevoke }: Props) {
  const { t } = useTranslation('adminTokens');
  const texts = useTokenTexts();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '20px' }}>
      <Table aria-label={t('listLabel')} data-testid="tokens-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.scopes')}</TableCell>
            <TableCell>{t('columns.person')}</TableCell>
            <TableCell>{t('columns.created')}</TableCell>
            <TableCell>{t('columns.expires')}</TableCell>
            <TableCell>{t('columns.lastUsed')}</TableCell>
            <TableCell>{t('columns.state')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((token) => {
            const text = texts(token);
            return (
              <TableRow key={token.id} data-testid="token-item" data-token-id={token.id}>
                <TableCell sx={{ maxWidth: 240 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{token.name}</Typography>
                  <TokenPrefix token={token} />
                </TableCell>
                <TableCell>
                  <ScopeChips scopes={token.scopes} />
                </TableCell>
                <TableCell sx={{ maxWidth: 200, overflowWrap: 'anywhere' }}>
                  {token.user.display_name}
                </TableCell>
                <TableCell>
                  {text.created}
                  {text.createdBy && <Secondary>{text.createdBy}</Secondary>}
                </TableCell>
                <TableCell>{text.expires}</TableCell>
                <TableCell data-testid="token-last-used">{text.lastUsed}</TableCell>
                <TableCell>
                  <TokenStateChip state={token.state} />
                </TableCell>
                <TableCell align="right">
                  <RevokeButton token={token} onRevoke={onRevoke} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
