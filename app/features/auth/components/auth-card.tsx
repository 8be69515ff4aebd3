import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

type Switch = {
  /** The other page of the pair: "New here? Create an account" / "Have an account? Sign in". */
  switchPrompt: string;
  switchLabel: string;
  switchTo: '/login' | '/register';
};

type Props = {
  title: string;
  subtitle: string;
  children: ReactNode;
  testId: string;
  /** The round badge above the title (a padlock unless given). */
  icon?: ReactNode;
} & (Switch | { switchTo?: never; switchPrompt?: never; switchLabel?: never });

/** The centred card that holds the sign-in and sign-up forms; the switch line is left out when not given. */
export function AuthCard({
  title,
  subtitle,
  children,
  switchPrompt,
  switchLabel,
  switchTo,
  testId,
  icon,
}: Props) {
  // Keeps `state.from`, so switching between the two pages still returns to the page of origin.
  const { state } = useLocation();
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      sx={{
        maxWidth: 520,
        mx: 'auto',
        my: { xs: 1, md: 6 },
        p: { xs: 3, sm: 5 },
        borderRadius: '20px',
      }}
    >
      <Avatar
        aria-hidden
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 48, height: 48, mb: 2 }}
      >
        {icon ?? <LockOutlinedIcon />}
      </Avatar>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{subtitle}</Typography>
      {children}
      {switchTo && (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography sx={{ textAlign: 'center' }}>
            {switchPrompt}{' '}
            <Link component={RouterLink} to={switchTo} state={state} sx={{ fontWeight: 600 }}>
              {switchLabel}
            </Link>
          </Typography>
        </>
      )}
    </Paper>
  );
}
