import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { SplitRow } from './split-row';

type Props = {
  /** The heading can take focus (not by Tab), so focus has a place to go when what held it has gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  title: string;
  subtitle?: string;
  /** The page's main action or control: beside the heading, under it on phones. */
  action?: ReactNode;
};

/** A page's h1 and the line under it that says what the page is for (and its main action). */
export function PageHeading({ headingRef, title, subtitle, action }: Props) {
  const heading = (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' }, outline: 'none', overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 760 }}>{subtitle}</Typography>
      )}
    </Box>
  );
  if (!action) return heading;
  return (
    <SplitRow>
      {heading}
      {action}
    </SplitRow>
  );
}
