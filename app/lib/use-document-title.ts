import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "{page} · Hromada" in the current language; the app name alone without a page. */
export function useDocumentTitle(page: string | null | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('app.documentTitle', { page }) : t('app.name');
  }, [page, t]);
}
