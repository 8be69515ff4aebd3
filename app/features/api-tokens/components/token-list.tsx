import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../../shared/schemas/api-tokens';
import { ListCount } from '../../../components/list-count';
import { TokenCard } from './token-card';
import { TokenTable } from './token-table';

type Props = { tokens: ApiToken[]; onRevoke: (token: ApiToken) => void };

/** A table on wide screens, cards on phones (eight columns do not fit 390 px). */
export function TokenList({ tokens, onRevoke }: Props) {
  const { t } = useTranslation('adminTokens');
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  return (
    <Stack spacing={1.5}>
      {wide ? (
        <TokenTable tokens={tokens} onRevoke={onRevoke} />
      ) : (
        <Stack
          component="ul"
          aria-label={t('listLabel')}
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          data-testid="tokens-cards"
        >
          {tokens.map((token) => (
            <li key={token.id}>
              <TokenCard token={token} onRevoke={onRevoke} />
            </li>
          ))}
        </Stack>
      )}
      <ListCount testId="tokens-shown">{t('shown', { count: tokens.length })}</ListCount>
    </Stack>
  );
}
