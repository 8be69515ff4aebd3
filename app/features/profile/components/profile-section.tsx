import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  description?: string;
  /** Beside the heading: a status chip. */
  status?: ReactNode;
  testId: string;
  children: ReactNode;
};

/** One card of the profile page: a heading (the section's accessible name), a line about it, its content. */
export function ProfileSection({ title, description, status, testId, children }: Props) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} data-testid={testId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          {status}
        </Stack>
        {description && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{description}</Typography>}
        <Stack spacing={2.5} sx={{ mt: 2.5 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
