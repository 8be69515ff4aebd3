import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

type Props = {
  rows: number;
  /** The grid of the list's real rows (see adRowLayout). */
  layout: SxProps<Theme>;
  testId: string;
  /** The placeholders of one row besides its photo, each in its area of the grid. */
  children: ReactNode;
};

/** Placeholder rows in the shape of an ad list (My Ads, moderation) while it loads. */
export function AdRowsSkeleton({ rows, layout, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={{ xs: 1.5, md: 2 }} role="status" aria-label={t('a11y.loading')} data-testid={testId}>
      {KEYS.slice(0, rows).map((key) => (
        <Card key={key} variant="outlined" aria-hidden>
          <Box sx={layout}>
            <Skeleton
              variant="rounded"
              sx={{ gridArea: 'thumb', width: '100%', height: 'auto', aspectRatio: '4 / 3' }}
            />
            {children}
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
