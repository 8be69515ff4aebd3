import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../../shared/schemas/api-tokens';
import { SCOPE_KEYS } from '../utils/scope-keys';

/** The token's permissions, one chip each. */
export function ScopeChips({ scopes }: { scopes: ApiToken['scopes'] }) {
  const { t } = useTranslation('adminTokens');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="token-scopes">
      {scopes.map((scope) => (
        <Chip
          key={scope}
          size="small"
          variant="outlined"
          color={scope === 'admin' ? 'secondary' : 'default'}
          label={t(`scopes.${SCOPE_KEYS[scope]}`)}
        />
      ))}
    </Stack>
  );
}

const STATE_COLORS = { active: 'success', expired: 'warning', revoked: 'default' } as const;

/** Active, expired or revoked. */
export function TokenStateChip({ state }: { state: ApiToken['state'] }) {
  const { t } = useTranslation('adminTokens');
  return (
    <Chip
      size="small"
      color={STATE_COLORS[state]}
      variant={state === 'active' ? 'filled' : 'outlined'}
      label={t(`states.${state}`)}
      data-testid="token-state"
      data-state={state}
    />
  );
}

/** `hro_abcd1234…`: enough to tell tokens apart, never the secret. */
export const maskedToken = (token: Pick<ApiToken, 'token_prefix'>) => `hro_${token.token_prefix}…`;

/** The masked token under its name, in monospace. */
export function TokenPrefix({ token }: { token: Pick<ApiToken, 'token_prefix'> }) {
  return (
    <Typography
      variant="body2"
      sx={{ fontFamily: 'monospace', color: 'text.secondary' }}
      data-testid="token-prefix"
    >
      {maskedToken(token)}
    </Typography>
  );
}
