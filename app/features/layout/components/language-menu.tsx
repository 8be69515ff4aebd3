import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/constants';

/** Language switcher: Українська / English. The choice is stored by the i18n setup. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = i18n.language;

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${current.toUpperCase()}: ${t('language.menuLabel')}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="language-menu"
        startIcon={<TranslateIcon aria-hidden />}
        sx={{ minWidth: 0, px: 1.25, fontWeight: 700 }}
      >
        {current.toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            data-testid={`language-option-${language}`}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(language);
            }}
          >
            <ListItemIcon>{language === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{t(`language.${language}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
