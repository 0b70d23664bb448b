import type { TActivityDefinition, TLanguage, TValueAttribute } from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import type { TTranslations } from '../../../core/translations.ts';
import { findAttributes, findDefinitions } from '../../product-definitions/index.ts';

/** A product definition ready for an activity: shown translated, checked by attribute rules. */
export interface LoadedDefinition {
  view: TActivityDefinition;
  attributes: TValueAttribute[];
}

const translated = (name: string, translations: TTranslations, language: TLanguage) => translations[language]?.trim() || name;

/** Live definitions among `ids`, with their attributes in form order and their options translated. */
export async function loadActivityDefinitions(
  db: Executor,
  ids: readonly string[],
  language: TLanguage,
): Promise<Map<string, LoadedDefinition>> {
  if (ids.length === 0) return new Map();
  const definitions = await findDefinitions(db, [...new Set(ids)]);
  const attributeIds = [...new Set(definitions.flatMap((definition) => definition.attributes.map((attribute) => attribute.attributeId)))];
  const attributes = new Map((await findAttributes(db, attributeIds)).map((attribute) => [attribute.id, attribute]));
  return new Map(
    definitions.map((definition) => {
      const entries = definition.attributes.map((entry) => {
        const attribute = attributes.get(entry.attributeId);
        return {
          ...entry,
          name: attribute ? translated(attribute.name, attribute.nameTranslations, language) : entry.name,
          options: (attribute?.options ?? []).map((option) => ({
            value: option.value,
            label: translated(option.value, option.translations, language),
          })),
        };
      });
      const view: TActivityDefinition = {
        id: definition.id,
        name: translated(definition.name, definition.nameTranslations, language),
        attributes: entries,
      };
      const checked: TValueAttribute[] = entries.map((entry) => ({
        attributeId: entry.attributeId,
        name: entry.name,
        type: entry.type,
        category: entry.category,
        isOptional: entry.isOptional,
        isAddManuallyOnly: entry.isAddManuallyOnly,
        options: entry.options.map((option) => option.value),
      }));
      return [definition.id, { view, attributes: checked }];
    }),
  );
}
