import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The ad form's page: a heading and a line above the form, at most ~800 px wide. */
export function AdFormLayout({
  heading,
  subtitle,
  children,
}: {
  heading: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Box
      // On phones the floating "post" button sits over the page's end: room to scroll the last line clear of it.
      sx={{ maxWidth: 800, mx: 'auto', pb: { xs: 9, md: 0 } }}
      data-testid="ad-form-page"
    >
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 2.5, md: 3 } }}>{subtitle}</Typography>
      {children}
    </Box>
  );
}
