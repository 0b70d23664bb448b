import { parseLanguage } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import type { TCheckContext } from './form-checks.ts';

/** The reader's language, the moment of checking and the words naming a form's fields. */
export function useCheckContext<TField extends string>(names: Readonly<Record<TField, string>>): () => TCheckContext<TField> {
  const { t, i18n } = useTranslation();
  return () => ({
    language: parseLanguage(i18n.language),
    now: new Date(),
    names,
    dateTimeFormat: t('productActivities.form.dateTimeFormat'),
  });
}
