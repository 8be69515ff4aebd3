import { useTranslation } from 'react-i18next';
import { isBroadcastErrorKey } from '../../../../shared/schemas/admin-notifications';

/**
 * Text for a compose-form error: the schema's messages are keys of `adminNotifications.errors`,
 * translated here (so they follow a language switch); the server's arrive already localised.
 */
export function useComposeErrorText() {
  const { t } = useTranslation('adminNotifications');
  return (message: string | undefined): string | undefined =>
    message && isBroadcastErrorKey(message) ? t(`errors.${message}`) : message;
}
