import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props<T extends FieldValues> = { control: Control<T, unknown, unknown>; name: FieldPath<T> };

/** The category flag for churches and community organisations: their ads carry unlimited images, free. */
export function CommunityCheckbox<T extends FieldValues>({ control, name }: Props<T>) {
  const { t } = useTranslation('adminCatalog');
  const hintId = useId();
  const { field } = useController({ control, name });
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-describedby': hintId } as object }}
            data-testid="category-community"
          />
        }
        label={t('categories.form.community')}
        sx={{ minHeight: 48, mr: 0 }}
      />
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', pl: 4 }}>
        {t('categories.form.communityHint')}
      </Typography>
    </Box>
  );
}
