import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import XIcon from '@mui/icons-material/X';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Ad, AdContacts, MemberAd, PublicAd } from '../../../../shared/schemas/ads';
import { isApiError } from '../../../lib/api-client';
import { hasContactFields } from '../api/get-ad';
import { useRevealContacts } from '../api/reveal-contacts';
import { isFullAd } from '../hooks/ad-viewer';
import { type ContactField, contactEntries } from '../utils/contact-links';

const ICONS: Record<ContactField, ReactElement> = {
  telephone: <PhoneOutlinedIcon />,
  email: <EmailOutlinedIcon />,
  website: <LanguageIcon />,
  address: <PlaceOutlinedIcon />,
  telegram: <TelegramIcon />,
  instagram: <InstagramIcon />,
  facebook: <FacebookIcon />,
  twitter: <XIcon />,
  tiktok: <MusicNoteIcon />,
};

function LoginPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack spacing={2} data-testid="contact-login-prompt" sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LockOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
        <Typography>{t('contact.loginPrompt')}</Typography>
      </Stack>
      <Button component={RouterLink} to="/login" state={{ from: location }} variant="contained" size="large">
        {t('contact.loginButton')}
      </Button>
    </Stack>
  );
}

function ContactList({ contacts }: { contacts: AdContacts }) {
  const { t } = useTranslation();
  const entries = contactEntries(contacts);
  if (entries.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('contact.none')}</Typography>;
  return (
    <List dense disablePadding data-testid="contact-details">
      {entries.map(({ field, value, href }) => {
        const external = href?.startsWith('http');
        return (
          <ListItem key={field} disableGutters>
            <ListItemIcon sx={{ color: 'primary.main' }} aria-hidden>
              {ICONS[field]}
            </ListItemIcon>
            <ListItemText
              primary={t(`contact.${field}`)}
              secondary={
                href ? (
                  <Link
                    href={href}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
                    sx={{ overflowWrap: 'anywhere', fontSize: '1rem' }}
                  >
                    {value}
                  </Link>
                ) : (
                  value
                )
              }
              slotProps={{
                primary: { variant: 'caption', sx: { color: 'text.secondary' } },
                secondary: { component: 'div', sx: { color: 'text.primary', overflowWrap: 'anywhere' } },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** The owner's own details, how many people opened them and how many saved the ad. */
function OwnContacts({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <ContactList contacts={ad} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="contact-reveals">
        {t('contact.revealed', { count: ad.contact_reveals })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="saved-count">
        {t('contact.saved', { count: ad.saved_count })}
      </Typography>
    </Stack>
  );
}

/** Someone else's ad: its details only once asked for (counted against a daily limit on the server). */
function RevealContacts({ adId }: { adId: string }) {
  const { t } = useTranslation();
  const reveal = useRevealContacts(adId);
  if (reveal.data) return <ContactList contacts={reveal.data} />;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        size="large"
        startIcon={<VisibilityOutlinedIcon aria-hidden />}
        disabled={reveal.isPending}
        onClick={() => reveal.mutate()}
        data-testid="show-contacts"
      >
        {t('contact.show')}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('contact.showHint')}
      </Typography>
      {reveal.isError && (
        <Alert severity="error" variant="outlined" data-testid="reveal-failed">
          {isApiError(reveal.error) && reveal.error.status < 500
            ? reveal.error.message
            : t('contact.revealFailed')}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Contact details: the owner sees theirs with how many people opened them; other signed-in people
 * press "Show contacts"; visitors (no owner or contact field in the answer) get a sign-in prompt.
 */
export function AdContact({ ad }: { ad: PublicAd | MemberAd | Ad }) {
  if (hasContactFields(ad)) return <OwnContacts ad={ad} />;
  return isFullAd(ad) ? <RevealContacts key={ad.id} adId={ad.id} /> : <LoginPrompt />;
}
