import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';

type Props = {
  /** The heading can take focus (not by Tab), so focus has a place to go when what held it has gone. */
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  subtitle: string;
};

/** A page's h1 and the line under it that says what the page is for. */
export function PageHeading({ headingRef, title, subtitle }: Props) {
  return (
    <Box sx={{ minWidth: 0, maxWidth: 760 }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' }, outline: 'none' }}
      >
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>
    </Box>
  );
}
