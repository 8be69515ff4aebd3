import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPath } from '../../../../shared/api/operation';
import * as settingsApi from '../../../../shared/api/platform-settings';
import { PlatformSettingsState } from '../../../../shared/schemas/platform-settings';
import { listenToStream } from '../../../lib/live-events';
import { parseAnswer } from '../../../lib/parse-answer';
import { platformSettingsKeys } from '../../../lib/query-keys';

const STREAM_PATH = apiPath(settingsApi.streamPlatformSettings);

/**
 * One EventSource per tab (mounted once, in the layout): each `settings` event replaces the
 * ['platform-settings'] query data, so monetary buttons and links appear or vanish without a reload.
 */
export function PlatformSettingsLive() {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      listenToStream(STREAM_PATH, 'settings', (data) => {
        try {
          const state = parseAnswer(PlatformSettingsState, JSON.parse(data));
          queryClient.setQueryData(platformSettingsKeys.current, state);
        } catch {
          // A garbled event, or one not in the route's schema, changes nothing; the next one will.
        }
      }),
    [queryClient],
  );

  return null;
}
