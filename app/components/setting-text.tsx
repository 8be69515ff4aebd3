import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  settingKey: string;
  explain: string;
  /** The id the setting's control names in aria-describedby. */
  explainId: string;
  sx?: SxProps<Theme>;
  children?: ReactNode;
};

/** An admin setting's name, its key, what it does (and anything below that): the text beside its control. */
export function SettingText({ label, settingKey, explain, explainId, sx, children }: Props) {
  return (
    <Stack spacing={0.75} sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography
        variant="caption"
        sx={{ fontFamily: 'monospace', color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {settingKey}
      </Typography>
      <Typography id={explainId} variant="body2" sx={{ color: 'text.secondary', maxWidth: 640 }}>
        {explain}
      </Typography>
      {children}
    </Stack>
  );
}
