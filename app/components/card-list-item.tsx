import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

type Props = {
  /** The id of the card's heading: it names the item. */
  labelledBy: string;
  children: ReactNode;
} & { [data: `data-${string}`]: string };

/** One item of a list shown as cards on phones (an outlined, rounded `li`). */
export function CardListItem({ labelledBy, children, ...data }: Props) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={labelledBy}
      sx={{ p: 2, borderRadius: '20px', listStyle: 'none' }}
      {...data}
    >
      {children}
    </Paper>
  );
}

/** A list of CardListItems, named by `label`. */
export function CardList({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ p: 0, m: 0 }} data-testid={testId}>
      {children}
    </Stack>
  );
}
