import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../../shared/schemas/api-tokens';
import { RevokeButton } from './revoke-button';
import { ScopeChips, TokenPrefix, TokenStateChip } from './token-chips';
import { useTokenTexts } from './use-token-texts';

type Props = { token: ApiToken; onRevoke: (token: ApiToken) => void };

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** One token on a phone: name, masked token and state on top, then its facts, then Revoke. */
export function TokenCard({ token, onRevoke }: Props) {
  const { t } = useTranslation('adminTokens');
  const text = useTokenTexts()(token);
  const titleId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ borderRadius: '20px', p: 2 }}
      data-testid="token-item"
      data-token-id={token.id}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {token.name}
            </Typography>
            <TokenPrefix token={token} />
          </Box>
          <TokenStateChip state={token.state} />
        </Stack>
        <ScopeChips scopes={token.scopes} />
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          <Fact label={t('columns.person')}>{token.user.display_name}</Fact>
          <Fact label={t('columns.created')}>
            {[text.created, text.createdBy].filter(Boolean).join(' · ')}
          </Fact>
          <Fact label={t('columns.expires')}>{text.expires}</Fact>
          <Fact label={t('columns.lastUsed')} testId="token-last-used">
            {text.lastUsed}
          </Fact>
        </Box>
        <RevokeButton token={token} onRevoke={onRevoke} fullWidth />
      </Stack>
    </Paper>
  );
}
