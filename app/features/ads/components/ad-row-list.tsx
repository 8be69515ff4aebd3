import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Ad } from '../../../../shared/schemas/ads';

type Props<A extends Ad> = {
  ads: A[];
  label: string;
  testId: string;
  /** One row; `first` for the first (its photo loads at once, with high priority). */
  children: (ad: A, first: boolean) => ReactNode;
};

/** The rows of an ad list (My Ads, moderation): a named list, one item an ad, in the given order. */
export function AdRowList<A extends Ad>({ ads, label, testId, children }: Props<A>) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.5, md: 2 } }}
    >
      {ads.map((ad, index) => (
        <li key={ad.id}>{children(ad, index === 0)}</li>
      ))}
    </Box>
  );
}
