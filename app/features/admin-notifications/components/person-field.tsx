import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SendNotificationValues } from '../../../../shared/schemas/admin-notifications';
import { PersonPicker } from '../../people/components/person-picker';
import { useComposeErrorText } from '../hooks/use-compose-error-text';
import type { ComposeValues } from '../utils/compose-values';

type Props = { control: Control<ComposeValues, unknown, SendNotificationValues> };

/** The one person who receives the message. */
export function PersonField({ control }: Props) {
  const { t } = useTranslation('adminNotifications');
  const errorText = useComposeErrorText();
  const { field, fieldState } = useController({ control, name: 'person' });
  return (
    <PersonPicker
      value={field.value}
      onChange={field.onChange}
      inputRef={field.ref}
      label={t('compose.personLabel')}
      placeholder={t('compose.personPlaceholder')}
      required
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error?.message)}
      texts={{
        searching: t('compose.searching'),
        noPeople: t('compose.noPeople'),
        searchFailed: t('compose.searchFailed'),
        admin: t('compose.admin'),
      }}
      testId="person-search"
      sx={{ maxWidth: { md: 480 } }}
    />
  );
}
