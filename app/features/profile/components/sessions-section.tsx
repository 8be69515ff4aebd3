import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/api-client';
import { useSignOut } from '../../auth/api/sign-out';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSessions } from '../api/revoke-sessions';
import { ProfileSection } from './profile-section';

/** Sign out here, on every other device, or everywhere. */
export function SessionsSection() {
  const { t } = useTranslation(['account', 'ui']);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeSessions();
  const pending = signOut.isPending || revokeOthers.isPending || revokeAll.isPending;

  const failed = (error: unknown) =>
    toast.error(isApiError(error) && error.status === 429 ? error.message : t('account:sessions.failed'));
  // mutateAsync: this page unmounts as soon as the session is cleared, so per-call callbacks would not run.
  const signedOut = (message: string) => {
    toast.success(message);
    navigate('/login', { replace: true });
  };

  return (
    <ProfileSection
      title={t('account:sessions.title')}
      description={t('account:sessions.description')}
      testId="sessions-section"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={pending}
          onClick={() => signOut.mutateAsync().then(() => signedOut(t('ui:account.signedOut')), failed)}
        >
          {t('account:sessions.signOutHere')}
        </Button>
        <Button
          variant="outlined"
          disabled={pending}
          onClick={() =>
            revokeOthers.mutateAsync().then(() => toast.success(t('account:sessions.othersDone')), failed)
          }
        >
          {t('account:sessions.signOutOthers')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={pending}
          onClick={() => revokeAll.mutateAsync().then(() => signedOut(t('account:sessions.allDone')), failed)}
        >
          {t('account:sessions.signOutAll')}
        </Button>
      </Stack>
    </ProfileSection>
  );
}
