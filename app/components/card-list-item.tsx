import Paper from '@mui/material/Paper';
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
