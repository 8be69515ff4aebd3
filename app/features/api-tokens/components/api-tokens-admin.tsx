import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ApiToken, CreateApiTokenInput, CreatedApiToken } from '../../../../shared/schemas/api-tokens';
import { AddButton } from '../../../components/add-button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeading } from '../../../components/page-heading';
import { failureMessage } from '../../../lib/failure-message';
import { useCreateApiToken } from '../api/create-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { CreateTokenDialog } from './create-token-dialog';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { TokenList } from './token-list';
import { TokenSecretDialog } from './token-secret-dialog';

/** /admin/api-tokens: the tokens, making one (its secret shown once) and revoking one. */
export function ApiTokensAdmin() {
  const { t } = useTranslation('adminTokens');
  const query = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [opening, setOpening] = useState<object | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const confirmCreate = async (input: CreateApiTokenInput) => {
    setCreated(await create.mutateAsync(input));
  };
  const confirmRevoke = async (token: ApiToken) => {
    try {
      await revoke.mutateAsync(token.id);
      toast.success(t('toast.revoked'));
    } catch (error) {
      toast.error(failureMessage(error, t('toast.revokeFailed')));
    }
  };

  const tokens = query.data?.items ?? [];
  let body: ReactNode;
  if (query.isPending)
    body = (
      <Stack spacing={1.5} data-testid="tokens-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} sx={{ borderRadius: '20px' }} />
        ))}
      </Stack>
    );
  else if (query.isError && !query.data)
    body = <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (tokens.length === 0)
    body = (
      <EmptyState icon={KeyIcon} title={t('empty.title')} body={t('empty.body')} testId="tokens-empty" />
    );
  else body = <TokenList tokens={tokens} onRevoke={setRevoking} />;

  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="admin-tokens-page">
      <PageHeading
        headingRef={headingRef}
        title={t('heading')}
        subtitle={t('subtitle')}
        action={
          <AddButton ref={createButton} onClick={() => setOpening({})} testId="create-token">
            {t('create')}
          </AddButton>
        }
      />
      {body}
      <CreateTokenDialog opening={opening} onClose={() => setOpening(null)} onConfirm={confirmCreate} />
      <TokenSecretDialog
        token={created}
        onClose={() => {
          setCreated(null);
          // Told here rather than over the dialog, which keeps the rest of the page inert.
          toast.success(t('toast.created'));
          createButton.current?.focus();
        }}
      />
      <RevokeTokenDialog
        token={revoking}
        onClose={() => setRevoking(null)}
        onExited={() => headingRef.current?.focus()}
        onConfirm={confirmRevoke}
      />
    </Stack>
  );
}
