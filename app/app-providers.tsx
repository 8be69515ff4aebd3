import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { ColorModeProvider, useColorMode } from './lib/color-mode';

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
      closeButton
      mobileOffset={{ bottom: 96 }}
      containerAriaLabel={t('a11y.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('a11y.closeNotification') }}
    />
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>
        {children}
        <ThemedToaster />
      </ColorModeProvider>
    </QueryClientProvider>
  );
}
