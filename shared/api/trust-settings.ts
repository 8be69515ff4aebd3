import { TrustSettingChange, TrustSettingKeyParam, TrustSettingsState } from '../schemas/trust-settings';
import { operation } from './operation';

export const getTrustSettings = operation({
  method: 'get',
  path: '/admin/trust-settings',
  answer: TrustSettingsState,
  status: 200,
});

export const updateTrustSetting = operation({
  method: 'put',
  path: '/admin/trust-settings/{key}',
  params: TrustSettingKeyParam,
  body: TrustSettingChange,
  answer: TrustSettingsState,
  status: 200,
});
