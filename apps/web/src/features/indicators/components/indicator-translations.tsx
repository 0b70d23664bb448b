import { useTranslation } from 'react-i18next';
import { TranslationFileActions } from '../../../components/translation-file-actions.tsx';
import { downloadIndicatorTranslations, useUploadIndicatorTranslations } from '../api/indicators-api.ts';

/** Download `[{id, name, translation, index}]`, fill it in, upload it; names the entries that matched no row. */
export function IndicatorTranslations({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadIndicatorTranslations();
  return (
    <TranslationFileActions
      locked={locked}
      uploading={upload.isPending}
      labels={{
        download: t('indicators.translations.download'),
        upload: t('indicators.translations.upload'),
        notJson: t('indicators.translations.notJson'),
        unmatched: (count) => t('indicators.translations.unmatched', { count }),
      }}
      download={downloadIndicatorTranslations}
      upload={async (entries) => {
        const result = await upload.mutateAsync(entries);
        return { message: t('indicators.translations.uploaded', { count: result.updated }), unmatched: result.unmatched };
      }}
    />
  );
}
