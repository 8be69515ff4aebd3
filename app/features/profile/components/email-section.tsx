import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../../shared/schemas/me';
import { ChangeEmailForm } from './change-email-form';
import { NeedsPasswordNote } from './needs-password-note';
import { ProfileSection } from './profile-section';

/** The current email and, on request, the form that asks to change it (confirmed by a mailed link). */
export function EmailSection({ user }: { user: Me }) {
  const { t } = useTranslation(['account', 'ui']);
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hasPassword = user.sign_in_methods.includes('credential');

  return (
    <ProfileSection title={t('email.title')} testId="email-section">
      <Typography data-testid="current-email" sx={{ overflowWrap: 'anywhere' }}>
        {user.email ? t('email.current', { email: user.email }) : t('email.none')}
      </Typography>
      {sentTo && (
        <Alert
          severity="info"
          data-testid="email-change-sent"
          onClose={() => setSentTo(null)}
          closeText={t('ui:a11y.closeNotification')}
          sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}
        >
          {t('email.sent', { email: sentTo })}
        </Alert>
      )}
      {open ? (
        <ChangeEmailForm
          onDone={(newEmail) => {
            setSentTo(newEmail);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : hasPassword ? (
        <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
          {user.email ? t('email.change') : t('email.add')}
        </Button>
      ) : (
        <NeedsPasswordNote short />
      )}
    </ProfileSection>
  );
}
