import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

type Props = {
  /** Its accessible name and its tooltip. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
};

/** A 48 px icon button of a table row's actions, with its name in a tooltip. */
export function TooltipIconButton({ label, icon, onClick, disabled, testId }: Props) {
  // A disabled button gets no pointer events: the tooltip needs a wrapper to hear the hover.
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          data-testid={testId}
          sx={{ width: 48, height: 48 }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
