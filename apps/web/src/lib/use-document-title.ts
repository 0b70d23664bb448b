import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen, in the current language, for tabs and screen readers. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { page: pageTitle });
  }, [pageTitle, t]);
}
