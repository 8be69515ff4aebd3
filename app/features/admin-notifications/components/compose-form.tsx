import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SendNotificationValues } from '../../../../shared/schemas/admin-notifications';
import { FailureAlert } from '../../../components/failure-alert';
import { FormCheckbox } from '../../../components/form-checkbox';
import { currentLanguage } from '../../../lib/i18n';
import { reportFailure } from '../../../lib/report-failure';
import { useCities } from '../../catalog/api/get-cities';
import { useSendNotification } from '../api/send-notification';
import {
  COMPOSE_ALIASES,
  COMPOSE_FIELDS,
  type ComposeValues,
  composeResolver,
  EMPTY_COMPOSE,
} from '../utils/compose-values';
import { AudiencePicker } from './audience-picker';
import { CityField } from './city-field';
import { ConfirmSendDialog } from './confirm-send-dialog';
import { MessageFields } from './message-fields';
import { PersonField } from './person-field';

/** Writes a notification in both languages, picks who receives it, and sends it after a confirmation. */
export function ComposeForm() {
  const { t, i18n } = useTranslation('adminNotifications');
  const headingId = useId();
  const emailHelpId = useId();
  const form = useForm<ComposeValues, unknown, SendNotificationValues>({
    defaultValues: EMPTY_COMPOSE,
    resolver: composeResolver,
  });
  const send = useSendNotification();
  const cities = useCities();
  const [pending, setPending] = useState<SendNotificationValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const audience = form.watch('audience');
  const uk = currentLanguage(i18n.language) === 'uk';

  const city = cities.data?.find((c) => c.id === pending?.city_id);
  const target =
    pending?.audience === 'city'
      ? (((uk && city?.name_uk) || city?.name) ?? '')
      : (form.getValues('person')?.display_name ?? '');

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      const sent = await send.mutateAsync(pending);
      toast.success(t('sent', { count: sent.recipient_count }));
      form.reset({ ...EMPTY_COMPOSE, audience: pending.audience });
    } catch (error) {
      setFailure(
        reportFailure(error, {
          fallback: t('sendFailed'),
          fields: COMPOSE_FIELDS,
          aliases: COMPOSE_ALIASES,
          setError: form.setError,
        }),
      );
    } finally {
      setPending(null);
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: '20px', p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby={headingId}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2.5 }}>
        {t('compose.heading')}
      </Typography>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFailure(null);
          setPending(values);
        })}
        data-testid="compose-form"
      >
        <Stack spacing={3}>
          <Controller
            control={form.control}
            name="audience"
            render={({ field }) => <AudiencePicker value={field.value} onChange={field.onChange} />}
          />
          {audience === 'city' && <CityField control={form.control} />}
          {audience === 'person' && <PersonField control={form.control} />}
          <MessageFields control={form.control} />
          <Box>
            <FormCheckbox
              control={form.control}
              name="send_email"
              label={t('compose.sendEmail')}
              describedBy={emailHelpId}
              testId="send-email"
            />
            <FormHelperText id={emailHelpId} sx={{ mx: 0, mt: 0 }}>
              {t('compose.sendEmailHelp')}
            </FormHelperText>
          </Box>
          <FailureAlert failure={failure} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('compose.plainText')}
            </Typography>
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<SendOutlinedIcon aria-hidden />}
              disabled={send.isPending}
              sx={{ flexShrink: 0 }}
              data-testid="compose-submit"
            >
              {t('compose.submit')}
            </Button>
          </Stack>
        </Stack>
      </form>
      <ConfirmSendDialog
        message={pending}
        target={target}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </Paper>
  );
}
