import {
  isUniqueIdTooLong,
  MAX_UNIQUE_ID_LENGTH,
  type TFieldError,
  type TIdentifierSystem,
  type TMessageKey,
  type TMessageParams,
  uniqueIdKey,
} from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { findTakenUniqueIds, findUniqueIdAttributes, lockUniqueIds } from './identifiers.repository.ts';

/** One answer of a facility's profile, in the order the profile sends them. */
export interface AttributeAnswer {
  attributeId: string;
  value: string | null | undefined;
}

type Translate = (key: TMessageKey, params?: TMessageParams) => string;

/**
 * The scope in which a UNIQUE_ID value must be unique. Roles each have their own copy of a
 * system's attributes (the Ginner's "OS ID" is not the Spinner's row), so an ID is unique per
 * identifier system across all roles; a role's own additional attributes are unique per name.
 */
function scopeOf(attribute: { identifierSystem: TIdentifierSystem; name: string }): string {
  return attribute.identifierSystem === 'ADDITIONAL_ATTRIBUTE'
    ? `ADDITIONAL_ATTRIBUTE:${attribute.name.trim().toLowerCase()}`
    : attribute.identifierSystem;
}

/**
 * The UNIQUE_ID rule of DOMAIN.md §10.1 for answers a facility is about to save: each value is at
 * most 63 characters and used by no other live facility (spaces around and letter case aside).
 * Problems come back as field errors at `roleAttributes.{index}.value`.
 *
 * Call it inside the transaction that saves the answers: it locks each checked ID until that
 * transaction ends, so two facilities saving the same ID at once cannot both pass.
 */
export async function findUniqueIdProblems(
  tx: Executor,
  facilityId: string,
  answers: readonly AttributeAnswer[],
  t: Translate,
): Promise<TFieldError[]> {
  const attributeIds = [...new Set(answers.map((answer) => answer.attributeId))];
  if (attributeIds.length === 0) return [];
  const uniqueAttributes = new Map((await findUniqueIdAttributes(tx, attributeIds)).map((attribute) => [attribute.id, attribute]));
  const checked = answers.flatMap((answer, index) => {
    const attribute = uniqueAttributes.get(answer.attributeId);
    const value = answer.value?.trim() ?? '';
    return attribute && value !== '' ? [{ index, attribute, value, scope: scopeOf(attribute), key: uniqueIdKey(value) }] : [];
  });
  if (checked.length === 0) return [];

  await lockUniqueIds(
    tx,
    checked.map(({ scope, key }) => `unique-id:${scope}:${key}`),
  );
  const taken = await findTakenUniqueIds(tx, facilityId, [...new Set(checked.map(({ key }) => key))]);
  const takenKeys = new Set(taken.map((row) => `${scopeOf(row)}|${uniqueIdKey(row.value ?? '')}`));

  return checked.flatMap(({ index, attribute, value, scope, key }) => {
    const path = `roleAttributes.${index}.value`;
    if (isUniqueIdTooLong(value))
      return [{ path, message: t('identifiers.uniqueIdTooLong', { name: attribute.name.trim(), max: MAX_UNIQUE_ID_LENGTH }) }];
    if (takenKeys.has(`${scope}|${key}`))
      return [{ path, message: t('identifiers.uniqueIdTaken', { name: attribute.name.trim(), value }) }];
    return [];
  });
}

/** The same rule, as the 400 a profile save answers with. */
export async function assertUniqueIds(tx: Executor, facilityId: string, answers: readonly AttributeAnswer[], t: Translate): Promise<void> {
  const problems = await findUniqueIdProblems(tx, facilityId, answers, t);
  if (problems.length > 0) throw AppError.validation(problems);
}
