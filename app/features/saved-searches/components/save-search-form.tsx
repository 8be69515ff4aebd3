import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCHES,
  type SavedSearchFrequency,
} from '../../../../shared/saved-searches';
import { DialogForm } from '../../../components/dialog-form';
import { FormCheckbox } from '../../../components/form-checkbox';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useFieldErrorText } from '../../../components/form-text-field';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';
import type { SearchToSave } from './save-search-button';
import { SearchNameField } from './search-name-field';

/** What the person chooses for a search they save. */
export type SearchChoices = {
  name: string;
  frequency: SavedSearchFrequency;
  notify_in_app: boolean;
  notify_email: boolean;
};

type Props = FormDialogSlots<SearchChoices> & { search: SearchToSave };

/** The name, how often and where: the choices a saved search is made with. */
export function SaveSearchForm({ search, ...slots }: Props) {
  const { t } = useTranslation('savedSearches');
  const errorText = useFieldErrorText();
  const form = useForm<SearchChoices>({
    defaultValues: {
      name: search.suggestedName.slice(0, SAVED_SEARCHES.nameMaxLength),
      frequency: 'instant',
      notify_in_app: true,
      notify_email: true,
    },
  });
  const { errors } = form.formState;
  const submission = useDialogFormSubmit(
    form,
    slots.onBusyChange,
    (choices) => slots.onConfirm({ ...choices, name: choices.name.trim() }),
    { fallback: t('dialog.failed'), fields: ['name', 'frequency', 'notify_in_app', 'notify_email'] as const },
  );
  const channelsError = errorText(errors.notify_email?.message);

  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t('dialog.title')}
      description={t('dialog.intro')}
      buttons={{
        cancelLabel: t('dialog.cancel'),
        confirmLabel: t('dialog.submit'),
        busyLabel: t('dialog.saving'),
      }}
      spacing={2}
    >
      <SearchNameField control={form.control} />
      <Controller
        control={form.control}
        name="frequency"
        render={({ field }) => (
          <FormControl>
            <FormLabel>{t('dialog.frequency')}</FormLabel>
            <RadioGroup value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              {SAVED_SEARCH_FREQUENCIES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`frequencies.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormControl component="fieldset" error={Boolean(channelsError)}>
        <FormLabel component="legend">{t('dialog.channels')}</FormLabel>
        <FormGroup>
          <FormCheckbox control={form.control} name="notify_in_app" label={t('dialog.inApp')} />
          <FormCheckbox
            control={form.control}
            name="notify_email"
            label={t('dialog.email')}
            rules={{
              validate: (email, choices) => email || choices.notify_in_app || 'savedSearchChannelsInvalid',
            }}
          />
        </FormGroup>
        {channelsError && <FormHelperText>{channelsError}</FormHelperText>}
      </FormControl>
    </DialogForm>
  );
}
