import { parseLanguage } from '@opentrace/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEvidencePack } from '../api/trace-pdf-api.ts';
import { EvidencePackView } from '../components/evidence-pack-view.tsx';
import classes from '../components/evidence-pack.module.css';
import { usePrintLanguage } from '../hooks/use-print-language.ts';

/** What the server's headless browser waits for before it prints (lib/pdf on the API). */
declare global {
  interface Window {
    isLoadPdfCompleted?: boolean;
    isLoadPdfFailed?: boolean;
  }
}

/** Resolves once the committed page is laid out and every font it uses has arrived. */
function afterLayoutAndFonts(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      // Reading the layout makes the browser request the faces the new text needs before fonts.ready settles.
      void document.body.offsetHeight;
      void document.fonts.ready.then(() => resolve());
    });
  });
}

/**
 * The evidence pack's print page (spec §2 `/pdf-preview`): reads the pack behind `?token=`, shows it
 * in `?language=`, and tells the printing browser when it is complete, or that it never will be.
 */
export function PdfPreviewPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const language = parseLanguage(params.get('language'));
  const languageReady = usePrintLanguage(language);
  const { t } = useTranslation(undefined, { lng: language });
  const pack = useEvidencePack(token);
  const data = languageReady ? pack.data : undefined;
  const failed = !token || pack.isError;

  useEffect(() => {
    if (data) document.title = t('tracePdf.documentTitle', { po: data.order.purchaseOrderNumber });
  }, [data, t]);

  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    void afterLayoutAndFonts().then(() => {
      if (!cancelled) window.isLoadPdfCompleted = true;
    });
    return () => {
      cancelled = true;
    };
  }, [data]);

  useEffect(() => {
    if (failed) window.isLoadPdfFailed = true;
  }, [failed]);

  if (!languageReady) return null;
  if (!token) return <p className={classes.status}>{t('tracePdf.missingToken')}</p>;
  if (pack.isError) return <p className={classes.status}>{t('tracePdf.notFound')}</p>;
  if (!data) return <p className={classes.status}>{t('tracePdf.loading')}</p>;
  return <EvidencePackView pack={data} t={t} />;
}
