import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '../../../lib/color-mode';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Tooltip title={label}>
      <IconButton
        onClick={toggle}
        aria-label={label}
        data-testid="theme-toggle"
        data-mode={mode}
        color="inherit"
      >
        {mode === 'dark' ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}
