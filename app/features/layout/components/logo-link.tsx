import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Logo and app name, linking home. `nameOnPhones` false: the name only from the sm breakpoint (a
 * signed-in person's bar holds the envelope, the bell and the avatar too, more than a phone's width).
 */
export function LogoLink({ nameOnPhones = true }: { nameOnPhones?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={t('app.homeLink')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: '8px',
        minHeight: 44,
        pr: 1,
        flexShrink: 0,
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={36} height={36} sx={{ display: 'block' }} />
      <Typography
        component="span"
        sx={{
          display: nameOnPhones ? 'inline' : { xs: 'none', sm: 'inline' },
          fontWeight: 800,
          fontSize: { xs: '1.15rem', sm: '1.3rem' },
          letterSpacing: 0.2,
        }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
