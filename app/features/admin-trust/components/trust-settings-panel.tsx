import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TrustSettingKey } from '../../../../shared/trust-settings';
import { ErrorState } from '../../../components/error-state';
import { failureMessage } from '../../../lib/failure-message';
import { trustSettingsQueryOptions } from '../api/get-trust-settings';
import { useUpdateTrustSetting } from '../api/update-trust-setting';
import { TrustSettingRow } from './trust-setting-row';

const SECTIONS = {
  reports: ['reports_to_hide', 'reports_per_day'],
  expiry: ['ad_lifetime_days', 'expiry_reminder_days', 'renewal_window_days'],
  newAccounts: ['new_account_days', 'new_account_ads_per_day'],
  contacts: ['contact_reveals_per_day'],
  messages: ['conversations_per_day', 'new_account_conversations_per_day'],
} as const satisfies Record<string, readonly TrustSettingKey[]>;

/** Every trust-and-safety number, grouped, each saved on its own (admins; /admin/trust). */
export function TrustSettingsPanel() {
  const { t } = useTranslation('adminTrust');
  const query = useQuery(trustSettingsQueryOptions());
  const update = useUpdateTrustSetting();
  const [saving, setSaving] = useState<TrustSettingKey | null>(null);

  if (query.isPending)
    return <Skeleton variant="rounded" height={480} sx={{ borderRadius: '20px' }} aria-hidden />;
  if (query.isError)
    return <ErrorState title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;

  const { settings } = query.data;
  const save = (key: TrustSettingKey, value: number) => {
    const name = t(`settings.${key}.label`);
    setSaving(key);
    update.mutate(
      { key, value },
      {
        onSuccess: () => toast.success(t('saved', { name, value })),
        onError: (error) => toast.error(failureMessage(error, t('failed', { name }))),
        onSettled: () => setSaving(null),
      },
    );
  };
  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="trust-settings">
      {Object.entries(SECTIONS).map(([section, keys]) => (
        <Paper
          key={section}
          component="section"
          variant="outlined"
          sx={{ borderRadius: '20px', px: { xs: 2, md: 3 }, pt: 2.5 }}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t(`sections.${section as keyof typeof SECTIONS}`)}
          </Typography>
          <Stack
            component="ul"
            divider={<Divider component="li" aria-hidden />}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {keys.map((key) => (
              <TrustSettingRow
                key={key}
                settingKey={key}
                value={settings[key].value}
                saving={saving === key}
                onSave={(value) => save(key, value)}
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
