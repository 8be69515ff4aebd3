import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useBrowserValue } from '../../../lib/use-browser-value';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The device's own share sheet (navigator.share), when the browser has one; null otherwise. */
export function useNativeShare(data: { title: string; url: string }) {
  const { t } = useTranslation('adDetail');
  const supported = useBrowserValue(canShare, false);
  if (!supported) return null;

  return async () => {
    try {
      await navigator.share({ title: data.title, text: data.title, url: data.url });
    } catch (error) {
      // Closing the sheet without picking anything is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('share.nativeFailed'));
    }
  };
}
