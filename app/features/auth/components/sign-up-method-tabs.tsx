import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';

export const SIGN_UP_METHODS = ['email', 'phone'] as const;
export type SignUpMethod = (typeof SIGN_UP_METHODS)[number];

export const SIGN_UP_PANEL_ID = 'sign-up-panel';
export const signUpTabId = (method: SignUpMethod) => `sign-up-tab-${method}`;

/** Email | Phone number: which the new account signs in with (with the password), or which gets the
 * way to a new password. */
export function SignUpMethodTabs({
  value,
  onChange,
  label,
}: {
  value: SignUpMethod;
  onChange: (method: SignUpMethod) => void;
  /** What the choice is for (the tab list's accessible name); sign-up by default. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_event, next: SignUpMethod) => onChange(next)}
      aria-label={label ?? t('auth.signUpMethod')}
      variant="fullWidth"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, minHeight: 48 }}
    >
      {SIGN_UP_METHODS.map((method) => (
        <Tab
          key={method}
          value={method}
          icon={method === 'email' ? <EmailOutlinedIcon /> : <PhoneIphoneIcon />}
          iconPosition="start"
          label={method === 'email' ? t('auth.byEmail') : t('auth.byPhone')}
          id={signUpTabId(method)}
          aria-controls={SIGN_UP_PANEL_ID}
          data-testid={`sign-up-tab-${method}`}
          sx={{ minHeight: 48, textTransform: 'none', fontWeight: 600, fontSize: '1rem' }}
        />
      ))}
    </Tabs>
  );
}
