import { useTranslation } from 'react-i18next';
import { TranslationFileActions } from '../../../components/translation-file-actions.tsx';
import { downloadRoleAttributeTranslations, useUploadRoleAttributeTranslations } from '../api/role-setup-api.ts';

/** Download the names and list options of every role attribute as JSON, fill in the languages, upload it back. */
export function RoleAttributeTranslations({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadRoleAttributeTranslations();
  return (
    <TranslationFileActions
      locked={locked}
      uploading={upload.isPending}
      labels={{
        download: t('roleSetup.attributeTranslations.download'),
        upload: t('roleSetup.attributeTranslations.upload'),
        notJson: t('roleSetup.attributeTranslations.notJson'),
        unmatched: (count) => t('roleSetup.attributeTranslations.unmatched', { count }),
      }}
      download={downloadRoleAttributeTranslations}
      upload={async (entries) => {
        const result = await upload.mutateAsync(entries);
        return {
          message: t('roleSetup.attributeTranslations.uploaded', { count: result.updated }),
          unmatched: result.unmatched.map((entry) =>
            entry.option === null
              ? t('roleSetup.attributeTranslations.unmatchedRow', { row: entry.row, name: entry.name || entry.id })
              : t('roleSetup.attributeTranslations.unmatchedOption', { row: entry.row, name: entry.name, option: entry.option }),
          ),
        };
      }}
    />
  );
}
