import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One line of ad facts after a small decorative icon (place, event date). */
export function IconLine({
  icon,
  children,
  color = 'text.secondary',
  strong = false,
  noWrap = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  color?: string;
  strong?: boolean;
  noWrap?: boolean;
}) {
  const sx: SxProps<Theme> = { alignItems: 'center', color, minWidth: 0 };
  return (
    <Stack direction="row" spacing={0.5} sx={sx}>
      {icon}
      <Typography variant="body2" noWrap={noWrap} sx={strong ? { fontWeight: 600 } : undefined}>
        {children}
      </Typography>
    </Stack>
  );
}
