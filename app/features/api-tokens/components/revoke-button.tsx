import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../../shared/schemas/api-tokens';

type Props = { token: ApiToken; onRevoke: (token: ApiToken) => void; fullWidth?: boolean };

/** Revoke (asks first); nothing for a token already revoked. */
export function RevokeButton({ token, onRevoke, fullWidth }: Props) {
  const { t } = useTranslation('adminTokens');
  if (token.state === 'revoked') return null;
  return (
    <Button
      color="error"
      variant="outlined"
      startIcon={<BlockIcon aria-hidden />}
      onClick={() => onRevoke(token)}
      aria-label={t('revokeLabel', { name: token.name })}
      fullWidth={fullWidth}
      data-testid="revoke-token"
    >
      {t('revoke')}
    </Button>
  );
}
