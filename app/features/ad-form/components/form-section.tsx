import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = { title: string; description?: string; testId?: string; children: ReactNode };

/** One card of the ad form: a heading (the group's accessible name), an optional line, its fields. */
export function FormSection({ title, description, testId, children }: Props) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {description}
          </Typography>
        )}
        <Stack spacing={2.5} sx={{ mt: 2.5 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
