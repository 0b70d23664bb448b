import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemName } from './app-branding.ts';

/** Names the browser tab after the screen and the site, in the current language, for tabs and screen readers. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const systemName = useSystemName();
  useEffect(() => {
    document.title = t('app.documentTitle', { page: pageTitle, name: systemName });
  }, [pageTitle, systemName, t]);
}
