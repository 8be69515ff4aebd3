import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SendNotificationValues } from '../../../../shared/schemas/admin-notifications';
import { useComposeErrorText } from '../hooks/use-compose-error-text';
import type { ComposeValues } from '../utils/compose-values';

type Props = {
  control: Control<ComposeValues, unknown, SendNotificationValues>;
  name: 'title_uk' | 'body_uk' | 'title_en' | 'body_en';
  label: string;
  max: number;
  /** The language the text is written in (spelling checks, screen readers). */
  lang: 'uk' | 'en';
  multiline?: boolean;
};

/** A title or message field with its character counter (and its error, when there is one). */
export function CountedField({ control, name, label, max, lang, multiline = false }: Props) {
  const { t } = useTranslation('adminNotifications');
  const errorText = useComposeErrorText();
  const { field, fieldState } = useController({ control, name });
  const { ref, ...fieldProps } = field;
  const error = errorText(fieldState.error?.message);

  return (
    <TextField
      {...fieldProps}
      inputRef={ref}
      label={label}
      required
      fullWidth
      multiline={multiline}
      minRows={multiline ? 5 : undefined}
      maxRows={multiline ? 14 : undefined}
      error={Boolean(error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
          <span>{error}</span>
          <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
            {t('compose.counter', { count: field.value.length, max })}
          </Box>
        </Box>
      }
      slotProps={{ htmlInput: { maxLength: max, lang, 'data-testid': `field-${name}` } }}
    />
  );
}
