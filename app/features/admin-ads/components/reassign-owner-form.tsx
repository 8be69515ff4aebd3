import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SUGGESTIONS } from '../../../../shared/constants';
import type { Ad } from '../../../../shared/schemas/ads';
import { reportFailure } from '../../../lib/report-failure';
import { usePeopleSearch } from '../api/search-people';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { FormDialogActions } from './form-dialog-actions';
import { PeopleResults } from './people-results';

type Props = {
  ad: Ad;
  titleId: string;
  bodyId: string;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onConfirm: (userId: string) => Promise<void>;
};

/** Finds people by name or email, lets the moderator pick one, and reassigns the ad to them. */
export function ReassignOwnerForm({ ad, titleId, bodyId, onBusyChange, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('adminAds');
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SUGGESTIONS.debounceMs);
  const people = usePeopleSearch(query, true);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ userId: string }>({ defaultValues: { userId: '' } });
  const busy = form.formState.isSubmitting;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const resultsLabelId = useId();
  const chosen = form.watch('userId');

  const submit = form.handleSubmit(async ({ userId }) => {
    setFailure(null);
    try {
      await onConfirm(userId);
    } catch (error) {
      setFailure(
        reportFailure(error, {
          fallback: t('failure.action'),
          fields: ['userId'] as const,
          aliases: { user_id: 'userId' },
          setError: form.setError,
        }),
      );
    }
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
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{t('reassignDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
            {t('reassignDialog.body', { title: ad.title })}
          </DialogContentText>
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
                    {people.isFetching ? (
                      <CircularProgress size={20} aria-hidden />
                    ) : (
                      <SearchIcon aria-hidden />
                    )}
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography id={resultsLabelId} variant="subtitle2" component="p">
            {t('reassignDialog.results')}
          </Typography>
          {results}
          {(failure || form.formState.errors.userId) && (
            <Alert severity="error" variant="outlined" role="alert" sx={{ borderRadius: '12px' }}>
              {failure ?? form.formState.errors.userId?.message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <FormDialogActions
        texts="reassignDialog"
        busy={busy}
        onCancel={onCancel}
        ready={Boolean(chosen)}
        confirmTestId="confirm-reassign"
      />
    </form>
  );
}
