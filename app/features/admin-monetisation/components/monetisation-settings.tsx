import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FEATURE_FLAGS, type Feature, type PlatformSettingKey } from '../../../../shared/platform-features';
import { ErrorState } from '../../../components/error-state';
import { platformSettingsQueryOptions } from '../../platform-settings/api/get-platform-settings';
import { useUpdatePlatformSetting } from '../../platform-settings/api/update-platform-setting';
import type { Effect } from './effect-chip';
import { PaymentsNotice } from './payments-notice';
import { SettingRow } from './setting-row';

const FEATURES = Object.keys(FEATURE_FLAGS) as Feature[];

function Section({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ borderRadius: '20px', px: { xs: 2, md: 3 }, pt: 2.5 }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {intro}
        </Typography>
      )}
      <Stack
        component="ul"
        divider={<Divider component="li" aria-hidden />}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {children}
      </Stack>
    </Paper>
  );
}

/** The master switch and each feature's switch, saying which features are in effect (live). */
export function MonetisationSettings() {
  const { t } = useTranslation('adminMonetization');
  const query = useQuery(platformSettingsQueryOptions());
  const update = useUpdatePlatformSetting();
  const [saving, setSaving] = useState<Partial<Record<PlatformSettingKey, boolean>>>({});

  if (query.isPending)
    return (
      <Stack spacing={2} aria-hidden data-testid="monetization-loading">
        <Skeleton variant="rounded" height={160} sx={{ borderRadius: '20px' }} />
        <Skeleton variant="rounded" height={480} sx={{ borderRadius: '20px' }} />
      </Stack>
    );
  if (query.isError)
    return <ErrorState title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;

  const { settings, features, payment_provider: provider } = query.data;
  const toggle = (key: PlatformSettingKey, name: string, enabled: boolean) => {
    setSaving((now) => ({ ...now, [key]: enabled }));
    update.mutate(
      { key, enabled },
      {
        onSuccess: () => toast.success(t(enabled ? 'toast.turnedOn' : 'toast.turnedOff', { name })),
        onError: () => toast.error(t('toast.failed', { name })),
        onSettled: () => setSaving(({ [key]: _done, ...rest }) => rest),
      },
    );
  };
  // While saving, the switch shows where it is going.
  const shown = (key: PlatformSettingKey) => saving[key] ?? settings[key];
  // A switch that is on but not in effect says why: the master switch, or no payment provider.
  const paymentsOff = provider === 'off';
  const effectOf = (feature: Feature): Effect => {
    if (features[feature]) return 'on';
    if (!settings[FEATURE_FLAGS[feature]]) return 'off';
    if (!settings.monetization_enabled) return 'offByMaster';
    return paymentsOff ? 'offNoPayments' : 'off';
  };
  const master: Effect = !settings.monetization_enabled ? 'off' : paymentsOff ? 'offNoPayments' : 'on';

  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="monetization-settings">
      <PaymentsNotice provider={provider} />
      <Section heading={t('master.heading')}>
        <SettingRow
          settingKey="monetization_enabled"
          label={t('master.label')}
          explain={t('master.explain')}
          checked={shown('monetization_enabled')}
          saving={saving.monetization_enabled !== undefined}
          effect={master}
          effectLabel={t(`status.${master}`)}
          onChange={(enabled) => toggle('monetization_enabled', t('master.label'), enabled)}
        />
      </Section>
      <Section heading={t('features.heading')} intro={t('features.explain')}>
        {FEATURES.map((feature) => {
          const key = FEATURE_FLAGS[feature];
          const label = t(`features.${feature}.label`);
          const effect = effectOf(feature);
          return (
            <SettingRow
              key={key}
              settingKey={key}
              label={label}
              explain={t(`features.${feature}.explain`)}
              checked={shown(key)}
              saving={saving[key] !== undefined}
              effect={effect}
              effectLabel={t(`status.${effect}`)}
              onChange={(enabled) => toggle(key, label, enabled)}
            />
          );
        })}
      </Section>
    </Stack>
  );
}
