import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AppDialog } from '../../../components/app-dialog';
import { useMessageSeller } from '../api/send-message';
import { MessageComposer } from './message-composer';

type Props = {
  ad: { id: string; title: string; user_display_name: string };
  /** A visitor is sent to sign in and brought back to the ad; the owner sees nothing. */
  viewer: 'visitor' | 'owner' | 'other';
};

/** "Message the seller" on an ad: a first message in a dialog, then the conversation's page. */
export function MessageSeller({ ad, viewer }: Props) {
  const { t } = useTranslation('messages');
  const location = useLocation();
  const navigate = useNavigate();
  const send = useMessageSeller(ad.id);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  if (viewer === 'owner') return null;
  const button = {
    variant: 'contained',
    startIcon: <MailOutlineIcon aria-hidden />,
    fullWidth: true,
    'data-testid': 'message-seller',
  } as const;
  if (viewer === 'visitor')
    return (
      <Button {...button} component={RouterLink} to="/login" state={{ from: location }}>
        {t('seller.signIn')}
      </Button>
    );
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {t('seller.button')}
      </Button>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        busy={send.isPending}
        titleId={titleId}
        bodyId={bodyId}
        testId="message-seller-dialog"
      >
        <DialogTitle id={titleId}>{t('seller.title', { name: ad.user_display_name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={bodyId}>
              {t('seller.about', { title: ad.title })} {t('privacy')}
            </DialogContentText>
            <MessageComposer
              autoFocus
              onSend={async (body) => {
                const sent = await send.mutateAsync(body);
                setOpen(false);
                void navigate(`/messages/${sent.conversation_id}`);
              }}
            />
            <Button onClick={() => setOpen(false)} sx={{ alignSelf: 'flex-end' }} disabled={send.isPending}>
              {t('seller.cancel')}
            </Button>
          </Stack>
        </DialogContent>
      </AppDialog>
    </>
  );
}
