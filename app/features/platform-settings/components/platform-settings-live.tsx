import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PlatformSettingsState } from '../../../../shared/schemas/platform-settings';
import { parseAnswer } from '../../../lib/parse-answer';
import { platformSettingsKeys } from '../../../lib/query-keys';

const STREAM_PATH = '/api/v1/platform-settings/stream';
const MAX_RETRY_MS = 30_000;

/**
 * One EventSource per tab (mounted once, in the layout): each `settings` event replaces the
 * ['platform-settings'] query data, so monetary buttons and links appear or vanish without a reload.
 * EventSource reconnects by itself after a dropped connection; when it gives up (the server
 * answered with an error, e.g. while restarting) a new one is opened after a growing pause.
 */
export function PlatformSettingsLive() {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const queryKey = platformSettingsKeys.current;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pause = 1_000;

    const open = () => {
      source = new EventSource(STREAM_PATH);
      source.addEventListener('settings', (event) => {
        pause = 1_000;
        try {
          queryClient.setQueryData(queryKey, parseAnswer(PlatformSettingsState, JSON.parse(event.data)));
        } catch {
          // A garbled event, or one not in the route's schema, changes nothing; the next one will.
        }
      });
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(open, pause);
        pause = Math.min(pause * 2, MAX_RETRY_MS);
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);

  return null;
}
