import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { ListTotal } from '../../../../shared/schemas/ads';
import { AdsTotal } from '../../../components/list-count';

type Props = {
  /** Unknown while the first page loads: the control stays where it is meanwhile. */
  total: ListTotal | undefined;
  /** The sort control (and whatever else acts on the whole list). */
  children?: ReactNode;
  testId: string;
};

/** Above a list of ads: how many there are on the left, the sort control on the right, on one line at every width. */
export function AdsToolbar({ total, children, testId }: Props) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 2,
        minHeight: 56,
      }}
    >
      {total ? <AdsTotal total={total} testId={testId} /> : <span />}
      {children}
    </Box>
  );
}
