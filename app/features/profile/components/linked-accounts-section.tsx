import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Me } from '../../../../shared/schemas/me';
import { isApiError } from '../../../lib/api-client';
import { useGoogleSignInEnabled } from '../api/get-google-sign-in';
import { useLinkGoogle } from '../api/link-google';
import { useUnlinkGoogle } from '../api/unlink-google';
import { ProfileSection } from './profile-section';

function MethodRow({ name, linked, action }: { name: string; linked: boolean; action?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Chip
          size="small"
          color={linked ? 'success' : 'default'}
          variant={linked ? 'filled' : 'outlined'}
          label={linked ? t('linked.linked') : t('linked.notLinked')}
        />
      </Stack>
      {action}
    </Stack>
  );
}

/** Password and Google sign-in, with linking and unlinking Google; only when Google sign-in is configured. */
export function LinkedAccountsSection({ user }: { user: Me }) {
  const { t } = useTranslation('account');
  const googleEnabled = useGoogleSignInEnabled();
  const link = useLinkGoogle();
  const unlink = useUnlinkGoogle();
  const [error, setError] = useState<string | null>(null);
  if (!googleEnabled) return null;

  const google = user.sign_in_methods.includes('google');
  const failed = (cause: unknown) =>
    setError(
      isApiError(cause) && cause.status > 0 && cause.status < 500 ? cause.message : t('linked.failed'),
    );
  const onClick = () => {
    setError(null);
    if (google)
      unlink.mutate(undefined, { onSuccess: () => toast.success(t('linked.unlinked')), onError: failed });
    else link.mutate(undefined, { onError: failed });
  };

  return (
    <ProfileSection
      title={t('linked.title')}
      description={t('linked.description')}
      testId="linked-accounts-section"
    >
      <MethodRow name={t('linked.password')} linked={user.sign_in_methods.includes('credential')} />
      <MethodRow
        name={t('linked.google')}
        linked={google}
        action={
          <Button variant="outlined" onClick={onClick} disabled={link.isPending || unlink.isPending}>
            {google ? t('linked.unlink') : t('linked.link')}
          </Button>
        }
      />
      {error && (
        <Alert severity="error" data-testid="linked-accounts-error">
          {error}
        </Alert>
      )}
    </ProfileSection>
  );
}
