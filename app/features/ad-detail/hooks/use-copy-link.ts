import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/**
 * Copies `url` to the clipboard and says so. When the browser refuses (no permission, no secure
 * context, no Clipboard API), `refusedAt` changes so the caller can show the link selected instead.
 */
export function useCopyLink(url: string) {
  const { t } = useTranslation('adDetail');
  const [refusedAt, setRefusedAt] = useState<number | null>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(url);
      setRefusedAt(null);
      toast.success(t('share.copied'));
    } catch {
      setRefusedAt(Date.now());
    }
  };

  return { copy, refusedAt };
}
