import type { TNameTranslations } from '@opentrace/domain';
import type { TTranslations } from '../core/translations.ts';

/** A reference row's names: its `name` column is the English one, `translations` add the others. */
export function translationsOf(row: { name: string; translations: TTranslations }): TNameTranslations {
  return { ...row.translations, en: row.name };
}
