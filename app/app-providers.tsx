import { CacheProvider, type EmotionCache } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import type { ThemeMode } from '../shared/constants';
import { ColorModeProvider, useColorMode } from './lib/color-mode';
import { DeviceHintContext } from './lib/device-hint';

// sonner's light rich colours put success (and warning, info) text below 4.5:1 on its tinted
// backgrounds (axe fails them): the same hues, darker.
const LIGHT_TOAST_TEXT = {
  '--success-text': 'hsl(140, 100%, 21%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

function ThemedToaster() {
  const { mode } = useColorMode();
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-right"
      duration={5000}
      hotkey={['altKey', 'KeyT']}
      theme={mode}
      richColors
      style={mode === 'light' ? LIGHT_TOAST_TEXT : undefined}
      closeButton
      mobileOffset={{ bottom: 96 }}
      containerAriaLabel={t('a11y.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('a11y.closeNotification') }}
    />
  );
}

type Props = {
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  /** What the server rendered the page for (see device-hint.tsx); none for a page rendered here. */
  rendered?: { theme: ThemeMode; desktop: boolean };
  children: ReactNode;
};

/** Everything around the router, the same on the server and in the browser. */
export function AppProviders({ queryClient, emotionCache, rendered, children }: Props) {
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <DeviceHintContext value={rendered?.desktop}>
          <ColorModeProvider initialMode={rendered?.theme}>
            {children}
            <ThemedToaster />
          </ColorModeProvider>
        </DeviceHintContext>
      </QueryClientProvider>
    </CacheProvider>
  );
}
