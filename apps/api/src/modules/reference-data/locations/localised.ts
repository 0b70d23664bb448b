import { isOtherLocation, nameIn, type TAddressPart, type TLanguage } from '@opentrace/domain';
import type { TTranslations } from '../../../core/translations.ts';
import { translationsOf } from '../../../lib/reference-names.ts';

export function addressPartOf(row: { id: string; name: string; translations: TTranslations }, language: TLanguage): TAddressPart {
  return { id: row.id, name: nameIn(translationsOf(row), language) };
}

/** Alphabetical in the reader's language, with the fixed Other entry last where people look for it. */
export function byNameOtherLast(language: TLanguage): (a: { id: string; name: string }, b: { id: string; name: string }) => number {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return (a, b) => Number(isOtherLocation(a.id)) - Number(isOtherLocation(b.id)) || collator.compare(a.name, b.name);
}
