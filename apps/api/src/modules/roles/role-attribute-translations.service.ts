import type {
  TRoleAttribute,
  TRoleAttributeTranslationRow,
  TRoleAttributeTranslationSummary,
  TRoleAttributeTranslationUploadRow,
} from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { findAttributesOfLiveRoles, setRoleAttributeTranslations } from './roles.repository.ts';
import { rolesPolicy } from './roles.policy.ts';
import type { Principal } from '../../core/principal.ts';

type TTranslations = Record<string, string>;
type TUnmatched = TRoleAttributeTranslationSummary['unmatched'][number];

/** Every language appears in the download, empty when not translated yet, so translators see the gaps. */
const filled = (translations: TTranslations) => ({ en: translations.en ?? '', fr: translations.fr ?? '', ur: translations.ur ?? '' });

/** Empty cells of an upload mean "not translated", not an empty name. */
const stored = (cells: Partial<TTranslations>): TTranslations =>
  Object.fromEntries(
    Object.entries(cells).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
  );

/**
 * The new translations of each attribute a file names, and what in the file matched nothing. A row
 * sets the attribute's name translations; options absent from the row keep theirs.
 */
function applyRows(attributes: readonly TRoleAttribute[], rows: readonly TRoleAttributeTranslationUploadRow[]) {
  const byId = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  const changed = new Map<string, Pick<TRoleAttribute, 'nameTranslations' | 'options'>>();
  const unmatched: TUnmatched[] = [];
  rows.forEach((row, index) => {
    const attribute = byId.get(row.id);
    if (!attribute) {
      unmatched.push({ row: index + 1, id: row.id, name: row.name, option: null });
      return;
    }
    const options = (changed.get(attribute.id) ?? attribute).options.map((option) => ({ ...option }));
    for (const uploaded of row.options) {
      const option = options.find((candidate) => candidate.value === uploaded.value.trim());
      if (option) option.translations = stored(uploaded.translation);
      else unmatched.push({ row: index + 1, id: row.id, name: row.name || attribute.name, option: uploaded.value });
    }
    changed.set(attribute.id, { nameTranslations: stored(row.nameTranslation), options });
  });
  return { changed, unmatched };
}

/**
 * Content translations of role attributes (their names and list options) as a JSON file, like the
 * product and indicator files (DOMAIN.md §6.4): download, fill in en/fr/ur, upload.
 */
export class RoleAttributeTranslationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async rows(principal: Principal): Promise<TRoleAttributeTranslationRow[]> {
    await rolesPolicy.authorize(principal, 'changeRoles', null);
    const attributes = await findAttributesOfLiveRoles(this.db);
    return attributes.map((attribute) => ({
      id: attribute.id,
      role: attribute.roleName,
      category: attribute.category,
      name: attribute.name,
      nameTranslation: filled(attribute.nameTranslations),
      options: attribute.options.map((option) => ({ value: option.value, translation: filled(option.translations) })),
    }));
  }

  /** Saves what matches, in one transaction, and reports the rows and options that matched nothing. */
  async upload(
    principal: Principal,
    rows: TRoleAttributeTranslationUploadRow[],
    context: RequestContext,
  ): Promise<TRoleAttributeTranslationSummary> {
    await rolesPolicy.authorize(principal, 'changeRoles', null);
    const { changed, unmatched } = applyRows(await findAttributesOfLiveRoles(this.db), rows);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      for (const [id, translations] of changed) await setRoleAttributeTranslations(tx, id, translations, now);
    });
    await context.audit({
      action: 'role-attributes.translations-uploaded',
      details: { updated: changed.size, unmatched: unmatched.length },
    });
    return { updated: changed.size, unmatched };
  }
}
