import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';
import { usePeopleSearch } from '../../people/api/search-people';
import { PeopleResults } from './people-results';

type Props = FormDialogSlots<string> & { ad: Ad };

/** Finds people by name or email, lets the moderator pick one, and reassigns the ad to them. */
export function ReassignOwnerForm({ ad, ...slots }: Props) {
  const { t } = useTranslation('adminAds');
  const [text, setText] = useState('');
  const people = usePeopleSearch(text, true);
  const form = useForm<{ userId: string }>({ defaultValues: { userId: '' } });
  const resultsLabelId = useId();
  const chosen = form.watch('userId');

  const submission = useDialogFormSubmit(form, slots.onBusyChange, ({ userId }) => slots.onConfirm(userId), {
    fallback: t('failure.action'),
    fields: ['userId'] as const,
    aliases: { user_id: 'userId' },
  });

  const items = people.data?.items ?? [];
  let results = (
    <Controller
      control={form.control}
      name="userId"
      render={({ field }) => (
        <PeopleResults
          people={items}
          value={field.value}
          onChange={field.onChange}
          currentOwnerId={ad.user_id}
          labelId={resultsLabelId}
        />
      )}
    />
  );
  if (people.isError)
    results = (
      <Alert severity="error" variant="outlined" sx={{ borderRadius: '12px' }}>
        {t('reassignDialog.searchFailed')}
      </Alert>
    );
  else if (people.isPending)
    results = (
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        {t('reassignDialog.searching')}
      </Typography>
    );
  else if (items.length === 0)
    results = (
      <Typography role="status" sx={{ color: 'text.secondary' }} data-testid="people-none">
        {t('reassignDialog.noResults')}
      </Typography>
    );

  return (
    <DialogForm
      slots={slots}
      submission={{ ...submission, failure: submission.failure ?? form.formState.errors.userId?.message }}
      title={t('reassignDialog.title')}
      description={t('reassignDialog.body', { title: ad.title })}
      spacing={2}
      buttons={{
        cancelLabel: t('reassignDialog.cancel'),
        confirmLabel: t('reassignDialog.confirm'),
        busyLabel: t('reassignDialog.working'),
        ready: Boolean(chosen),
        confirmTestId: 'confirm-reassign',
      }}
    >
      <TextField
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          form.setValue('userId', ''); // the person picked may leave the results
        }}
        label={t('reassignDialog.search')}
        type="search"
        autoFocus
        fullWidth
        slotProps={{
          htmlInput: { maxLength: 200, 'data-testid': 'people-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                {people.isFetching ? <CircularProgress size={20} aria-hidden /> : <SearchIcon aria-hidden />}
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography id={resultsLabelId} variant="subtitle2" component="p">
        {t('reassignDialog.results')}
      </Typography>
      {results}
    </DialogForm>
  );
}
