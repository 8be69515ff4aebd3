import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * In place of a form that asks for the current password, for people who sign in with Google only:
 * the Password section says how to get one, the others point there.
 */
export function NeedsPasswordNote({ short = false }: { short?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Typography sx={{ color: 'text.secondary' }} data-testid="needs-password">
      {short ? t('common.needsPasswordShort') : t('common.needsPassword')}
    </Typography>
  );
}
