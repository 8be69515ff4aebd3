import Paper from '@mui/material/Paper';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';

type Props = {
  icon: ComponentType<SvgIconProps>;
  title: string;
  body: string;
  /** A button under the text: what to do next. */
  action?: ReactNode;
  testId: string;
};

/** A list with nothing in it: a large icon, a heading, what that means, and what to do about it. */
export function EmptyState({ icon: Icon, title, body, action, testId }: Props) {
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', borderRadius: '20px' }}
    >
      <Icon aria-hidden sx={{ fontSize: 56, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520, mx: 'auto', mb: action ? 3 : undefined }}>
        {body}
      </Typography>
      {action}
    </Paper>
  );
}
