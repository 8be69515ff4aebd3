import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  severity: AlertColor;
  testId: string;
  /** The ad's status, for the page's own tests and styles. */
  status?: string;
  title: string;
  body: string;
  /** Under the body: a reason, a date, a button. */
  children?: ReactNode;
};

/** A notice above an ad's page: a titled, outlined alert (moderation, expiry, an ended event). */
export function AdNotice({ severity, testId, status, title, body, children }: Props) {
  return (
    <Alert
      severity={severity}
      variant="outlined"
      data-testid={testId}
      data-status={status}
      sx={{ borderRadius: '20px', alignItems: 'flex-start' }}
    >
      <AlertTitle component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </AlertTitle>
      <Typography>{body}</Typography>
      {children}
    </Alert>
  );
}
