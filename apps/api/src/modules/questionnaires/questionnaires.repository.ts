import { randomUUID } from 'node:crypto';
import type { TSaqResponseType } from '@opentrace/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  files,
  INDICATOR_TYPE,
  indicators,
  rolePermissions,
  roles,
  saqFacilityGroupTemplates,
  saqGroups,
  saqQuestionnaires,
  saqQuestionResponses,
  saqQuestions,
  saqUploads,
} from '../../db/schema/index.ts';
import type { TTranslations } from '../../core/translations.ts';
import { IndicatorCatalogue } from './indicator-catalogue.ts';
import type { ParsedGroup } from './questionnaire-parser.ts';

export type FileRow = typeof files.$inferSelect;

/** Live roles holding any of the given permission keys, with the keys they hold. */
export async function findRolesWithPermissions(db: Executor, permissionKeys: string[]) {
  return db
    .select({ id: roles.id, name: roles.name, permissionKey: rolePermissions.permissionKey })
    .from(roles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(and(isNull(roles.deletedAt), inArray(rolePermissions.permissionKey, permissionKeys)))
    .orderBy(asc(roles.name));
}

export async function findLiveRole(db: Executor, roleId: string) {
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.id, roleId), isNull(roles.deletedAt)));
  if (!role) return undefined;
  const grants = await db.select({ key: rolePermissions.permissionKey }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  return { ...role, permissionKeys: grants.map((grant) => grant.key) };
}

export async function loadIndicatorCatalogue(db: Executor): Promise<IndicatorCatalogue> {
  const rows = await db
    .select({ id: indicators.id, type: indicators.type, name: indicators.name, parentId: indicators.parentId })
    .from(indicators)
    .where(and(isNull(indicators.deletedAt), inArray(indicators.type, [INDICATOR_TYPE.INDICATOR, INDICATOR_TYPE.SUB_INDICATOR])));
  const subIndicators = rows.flatMap((row) =>
    row.type === INDICATOR_TYPE.SUB_INDICATOR && row.parentId ? [{ id: row.id, name: row.name, parentId: row.parentId }] : [],
  );
  return new IndicatorCatalogue(
    rows.filter((row) => row.type === INDICATOR_TYPE.INDICATOR),
    subIndicators,
  );
}

export async function findFileRow(db: Executor, where: { id: string } | { blobName: string }): Promise<FileRow | undefined> {
  const condition = 'id' in where ? eq(files.id, where.id) : eq(files.blobName, where.blobName);
  const [row] = await db
    .select()
    .from(files)
    .where(and(condition, isNull(files.deletedAt)));
  return row;
}

export async function insertSaqUpload(db: Executor, values: typeof saqUploads.$inferInsert): Promise<void> {
  await db.insert(saqUploads).values(values);
}

export async function findSaqUpload(db: Executor, fileId: string, roleId: string) {
  const [row] = await db
    .select()
    .from(saqUploads)
    .where(and(eq(saqUploads.fileId, fileId), eq(saqUploads.roleId, roleId)));
  return row;
}

/** Replaces the role's questionnaire: the old one and everything under it goes (cascade). */
export async function replaceQuestionnaire(
  db: Executor,
  values: { roleId: string; sourceFileId: string | null; importedById: string },
  groups: ParsedGroup[],
): Promise<void> {
  await db.delete(saqQuestionnaires).where(eq(saqQuestionnaires.roleId, values.roleId));
  const questionnaireId = randomUUID();
  await db.insert(saqQuestionnaires).values({ id: questionnaireId, ...values });

  const groupRows: (typeof saqGroups.$inferInsert)[] = [];
  const questionRows: (typeof saqQuestions.$inferInsert)[] = [];
  const responseRows: (typeof saqQuestionResponses.$inferInsert)[] = [];
  for (const [groupOrder, group] of groups.entries()) {
    const groupId = randomUUID();
    groupRows.push({ id: groupId, questionnaireId, name: group.name, sortOrder: groupOrder + 1 });
    for (const [questionOrder, question] of group.questions.entries()) {
      const questionId = randomUUID();
      questionRows.push({
        id: questionId,
        groupId,
        questionIndex: question.index,
        title: question.title,
        translations: question.translations ?? {},
        methodOfCollectingData: question.methodOfCollectingData,
        responseType: question.type,
        isConditional: question.isConditional,
        sortOrder: questionOrder + 1,
      });
      for (const [optionOrder, option] of question.options.entries()) {
        responseRows.push({ questionId, ...option, sortOrder: optionOrder + 1 });
      }
    }
  }
  if (groupRows.length > 0) await db.insert(saqGroups).values(groupRows);
  if (questionRows.length > 0) await db.insert(saqQuestions).values(questionRows);
  if (responseRows.length > 0) await db.insert(saqQuestionResponses).values(responseRows);
}

export async function findQuestionnaireRow(db: Executor, roleId: string) {
  const [row] = await db.select().from(saqQuestionnaires).where(eq(saqQuestionnaires.roleId, roleId));
  return row;
}

export async function findQuestionnaireRoleIds(db: Executor): Promise<Set<string>> {
  const rows = await db.select({ roleId: saqQuestionnaires.roleId }).from(saqQuestionnaires);
  return new Set(rows.map((row) => row.roleId));
}

const subIndicatorTable = alias(indicators, 'sub_indicator');

/** Groups, questions and options of one questionnaire, each level in its file order. */
export async function findQuestionnaireTree(db: Executor, questionnaireId: string) {
  const groups = await db.select().from(saqGroups).where(eq(saqGroups.questionnaireId, questionnaireId)).orderBy(asc(saqGroups.sortOrder));
  const groupIds = groups.map((group) => group.id);
  const questions =
    groupIds.length === 0
      ? []
      : await db.select().from(saqQuestions).where(inArray(saqQuestions.groupId, groupIds)).orderBy(asc(saqQuestions.sortOrder));
  const questionIds = questions.map((question) => question.id);
  const options =
    questionIds.length === 0
      ? []
      : await db
          .select({ response: saqQuestionResponses, indicator: indicators.name, subIndicator: subIndicatorTable.name })
          .from(saqQuestionResponses)
          .leftJoin(indicators, eq(indicators.id, saqQuestionResponses.indicatorId))
          .leftJoin(subIndicatorTable, eq(subIndicatorTable.id, saqQuestionResponses.subIndicatorId))
          .where(inArray(saqQuestionResponses.questionId, questionIds))
          .orderBy(asc(saqQuestionResponses.sortOrder));
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    questions: questions
      .filter((question) => question.groupId === group.id)
      .map((question) => ({
        id: question.id,
        index: question.questionIndex,
        title: question.title,
        translations: question.translations,
        methodOfCollectingData: question.methodOfCollectingData,
        type: question.responseType as TSaqResponseType,
        isConditional: question.isConditional,
        options: options
          .filter(({ response }) => response.questionId === question.id)
          .map(({ response, indicator, subIndicator }) => ({
            id: response.id,
            option: response.option,
            translations: response.translations,
            isOther: response.isOther,
            goTo: response.goTo,
            riskLevel: response.riskLevel,
            indicatorId: response.indicatorId,
            indicator,
            subIndicatorId: response.subIndicatorId,
            subIndicator,
          })),
      })),
  }));
}

export async function updateQuestionTranslations(db: Executor, questionId: string, translations: TTranslations): Promise<void> {
  await db.update(saqQuestions).set({ translations }).where(eq(saqQuestions.id, questionId));
}

export async function updateResponseTranslations(db: Executor, responseId: string, translations: TTranslations): Promise<void> {
  await db.update(saqQuestionResponses).set({ translations }).where(eq(saqQuestionResponses.id, responseId));
}

export async function upsertFacilityGroupTemplate(db: Executor, roleId: string, fileId: string): Promise<void> {
  await db
    .insert(saqFacilityGroupTemplates)
    .values({ roleId, fileId })
    .onConflictDoUpdate({ target: saqFacilityGroupTemplates.roleId, set: { fileId, createdAt: new Date() } });
}

export async function findFacilityGroupTemplate(db: Executor, roleId: string) {
  const [row] = await db
    .select({ file: files })
    .from(saqFacilityGroupTemplates)
    .innerJoin(files, eq(files.id, saqFacilityGroupTemplates.fileId))
    .where(eq(saqFacilityGroupTemplates.roleId, roleId));
  return row?.file;
}

export async function findFacilityGroupTemplateRoleIds(db: Executor): Promise<Set<string>> {
  const rows = await db.select({ roleId: saqFacilityGroupTemplates.roleId }).from(saqFacilityGroupTemplates);
  return new Set(rows.map((row) => row.roleId));
}

/** Removes every questionnaire and facility-group template before a configuration bundle replaces them. */
export async function clearQuestionnaires(db: Executor): Promise<void> {
  await db.delete(saqQuestionnaires);
  await db.delete(saqFacilityGroupTemplates);
}
