import { z } from 'zod';
import {
  PlatformSettingChange,
  PlatformSettingKeyParam,
  PlatformSettingValue,
} from '../schemas/platform-setting';
import { PlatformSettingsState } from '../schemas/platform-settings';
import { operation } from './operation';

export const getPlatformSettings = operation({
  method: 'get',
  path: '/platform-settings',
  answer: PlatformSettingsState,
  status: 200,
});

/** Server-sent events (text/event-stream): `event: settings` with a PlatformSettingsState as its data. */
export const streamPlatformSettings = operation({
  method: 'get',
  path: '/platform-settings/stream',
  answer: z.string(),
  status: 200,
});

export const getPlatformSetting = operation({
  method: 'get',
  path: '/platform-settings/{key}',
  params: PlatformSettingKeyParam,
  answer: PlatformSettingValue,
  status: 200,
});

export const updatePlatformSetting = operation({
  method: 'put',
  path: '/admin/platform-settings/{key}',
  params: PlatformSettingKeyParam,
  body: PlatformSettingChange,
  answer: PlatformSettingsState,
  status: 200,
});
