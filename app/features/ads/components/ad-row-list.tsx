import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Ad } from '../../../../shared/schemas/ads';

type Props = { ads: Ad[]; label: string; testId: string; children: (ad: Ad) => ReactNode };

/** The rows of an ad list (My Ads, moderation): a named list, one item an ad, in the given order. */
export function AdRowList({ ads, label, testId, children }: Props) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.5, md: 2 } }}
    >
      {ads.map((ad) => (
        <li key={ad.id}>{children(ad)}</li>
      ))}
    </Box>
  );
}
