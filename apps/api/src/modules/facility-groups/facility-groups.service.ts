import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  formatDate,
  formatLocation,
  MAX_UPLOAD_BYTES,
  nameIn,
  type TAnswerValue,
  type TFacilityGroupDetail,
  type TFacilityGroupImportInput,
  type TFacilityGroupImportResult,
  type TFacilityGroupListQuery,
  type TFacilityGroupPage,
  type TFacilityGroupSummary,
  type TFacilityGroupUpdateInput,
  type TFacilityGroupValidateFields,
  type TFacilityGroupValidation,
  type TFarmAnswers,
  type TLanguage,
  riskRecalculationJob,
} from '@opentrace/domain';
import { clearFacilityCodes, insertFacility, softDeleteFacilities, softDeleteFarmsOf, updateFacility } from '../profiles/index.ts';
import { withConflicts } from '../../core/conflicts.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { TTranslations } from '../../core/translations.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import { detectFileKind } from '../../lib/file-kind.ts';
import { sanitiseFileName } from '../../lib/file-name.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { findCertifications } from '../reference-data/index.ts';
import type { FilesService } from '../files/index.ts';
import type { IncomingFile } from '../../core/multipart.ts';
import { readWorkbook, UnreadableWorkbookError } from '../../lib/xlsx-reader.ts';
import { findFacilityGroupTemplate, findFileRow, findQuestionnaireRow, findQuestionnaireTree } from '../questionnaires/index.ts';
import { questionnaireForReader, saveAnswerSheet, type StoredGroup } from '../self-assessments/index.ts';
import * as repository from './facility-groups.repository.ts';
import { placeLookup } from './place-lookup.ts';
import { type CheckContext, type CheckedTemplate, checkTemplate } from './template-check.ts';
import { ANSWER_SHEET_GROUP, headerKey } from './template-format.ts';
import { prefillTemplate } from './template-prefill.ts';
import { readTemplateWorkbook, type TemplateWorkbook } from './template-reader.ts';
import { facilityGroupsPolicy } from './facility-groups.policy.ts';
import { enqueueJob } from '../jobs/index.ts';

const GROUPED_ROLE_PERMISSION = 'ONBOARDING.ADMINISTRATOR_COMPLETES_PROFILE';
const GROUP_CODE_INDEX = 'facilities_group_code_live_idx';

export interface DownloadedFile {
  name: string;
  mimeType: string;
  sizeBytes: number;
  stream: Readable;
}

interface GroupRole {
  id: string;
  name: string;
}

/** What importing needs from the role's set-up: its questionnaire and its own template. */
interface RoleSetUp {
  questionnaireId: string;
  questionnaire: StoredGroup[];
  template: Buffer;
  templateName: string;
}

type GroupRow = repository.GroupListRow;

const placeOf = (row: { id: string; name: string; translations: TTranslations } | null, language: TLanguage) =>
  row ? { id: row.id, name: nameIn(translationsOf(row), language) } : null;

function summaryOf(row: GroupRow, language: TLanguage): TFacilityGroupSummary {
  const [country, province, district] = [row.country, row.province, row.district].map((part) => placeOf(part, language));
  return {
    id: row.group.id,
    roleId: row.group.roleId,
    code: row.group.code ?? '',
    name: row.group.name,
    country: country ?? null,
    province: province ?? null,
    district: district ?? null,
    location: formatLocation({ country, province, district }, language),
    farmCount: row.farmCount,
    answeredCount: row.answeredCount,
    updatedAt: row.group.updatedAt.toISOString(),
  };
}

/** Only .xlsx can be read (exceljs has no .xls reader), within the platform's upload limit. */
function requireXlsx(file: IncomingFile): void {
  if (file.data.length > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE');
  const kind = detectFileKind(file.data);
  if (kind === 'xls') throw new AppError('UNSUPPORTED_FILE_TYPE', { messageKey: 'facilityGroups.xlsNotSupported' });
  if (kind !== 'xlsx')
    throw new AppError('UNSUPPORTED_FILE_TYPE', {
      messageKey: 'facilityGroups.notSpreadsheet',
      params: { name: sanitiseFileName(file.fileName) },
    });
}

/** Answers per facility, in the shape a self-assessment is routed and stored in. */
function answerSheets(rows: Awaited<ReturnType<typeof repository.findAnswers>>): Map<string, Map<string, TAnswerValue[]>> {
  const sheets = new Map<string, Map<string, TAnswerValue[]>>();
  for (const row of rows) {
    const sheet = sheets.get(row.facilityId) ?? new Map<string, TAnswerValue[]>();
    sheet.set(row.questionId, [...(sheet.get(row.questionId) ?? []), { responseId: row.responseId, value: row.value }]);
    sheets.set(row.facilityId, sheet);
  }
  return sheets;
}

/**
 * Facility (farm) groups of the roles whose profiles and questionnaires an administrator completes
 * (DOMAIN.md §10.3): listing them, importing one from the role's template filled in, updating it
 * from its own pre-filled template, and deleting it. Each farm's answers, with the group's
 * community answers, become its self-assessment.
 */
export class FacilityGroupsService {
  constructor(
    private readonly db: Database,
    private readonly files: FilesService,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  private async groupRole(roleId: string): Promise<GroupRole> {
    const role = await repository.findLiveRole(this.db, roleId);
    if (!role) throw new AppError('NOT_FOUND', { messageKey: 'facilityGroups.roleNotFound' });
    if (!role.permissionKeys.includes(GROUPED_ROLE_PERMISSION)) {
      throw new AppError('UNPROCESSABLE', { messageKey: 'facilityGroups.roleNotGrouped', params: { name: role.name } });
    }
    return { id: role.id, name: role.name };
  }

  private async templateFile(role: GroupRole) {
    const file = await findFacilityGroupTemplate(this.db, role.id);
    const stream = file ? await this.storage.get(file.blobName) : null;
    if (!file || !stream)
      throw new AppError('UNPROCESSABLE', { messageKey: 'facilityGroups.templateMissing', params: { name: role.name } });
    return { file, stream };
  }

  private async setUp(role: GroupRole): Promise<RoleSetUp> {
    const questionnaireRow = await findQuestionnaireRow(this.db, role.id);
    if (!questionnaireRow)
      throw new AppError('UNPROCESSABLE', { messageKey: 'facilityGroups.questionnaireMissing', params: { name: role.name } });
    const { file, stream } = await this.templateFile(role);
    return {
      questionnaireId: questionnaireRow.id,
      questionnaire: await findQuestionnaireTree(this.db, questionnaireRow.id),
      template: await buffer(stream),
      templateName: file.originalName,
    };
  }

  private async group(groupId: string): Promise<{ row: GroupRow; role: GroupRole }> {
    const row = await repository.findGroup(this.db, groupId);
    if (!row) throw new AppError('NOT_FOUND', { messageKey: 'facilityGroups.notFound' });
    return { row, role: await this.groupRole(row.group.roleId) };
  }

  async list(principal: Principal, query: TFacilityGroupListQuery, language: TLanguage): Promise<TFacilityGroupPage> {
    await facilityGroupsPolicy.authorize(principal, 'manageFarmGroups', null);
    const role = await this.groupRole(query.roleId);
    const { rows, total } = await repository.findGroups(this.db, { ...query, roleId: role.id });
    return { items: rows.map((row) => summaryOf(row, language)), total, page: query.page, perPage: query.perPage };
  }

  async detail(principal: Principal, groupId: string, language: TLanguage): Promise<TFacilityGroupDetail> {
    await facilityGroupsPolicy.authorize(principal, 'manageFarmGroups', null);
    const { row, role } = await this.group(groupId);
    const [farms, certifications] = await Promise.all([repository.findFarms(this.db, groupId), findCertifications(this.db, 'cotton')]);
    return {
      ...summaryOf(row, language),
      roleName: role.name,
      farms: farms.map(({ farm, answerCount }) => {
        const certification = certifications.find((candidate) => candidate.code === farm.certifications[0]);
        return {
          id: farm.id,
          code: farm.code ?? '',
          name: farm.name,
          contactFirstName: farm.contactFirstName,
          contactLastName: farm.contactLastName,
          address: farm.address,
          businessRegisterNumber: farm.businessRegisterNumber,
          phoneNumber: farm.phoneNumber,
          certification: certification ? { code: certification.code, name: nameIn(translationsOf(certification), language) } : null,
          certificationExpiresOn: farm.certificationExpiresOn,
          answerCount,
          answeredSaqAt: farm.answeredSaqAt?.toISOString() ?? null,
        };
      }),
    };
  }

  /** A farm's answers question by question, in the reader's language. */
  async farmAnswers(principal: Principal, groupId: string, farmId: string, language: TLanguage): Promise<TFarmAnswers> {
    await facilityGroupsPolicy.authorize(principal, 'manageFarmGroups', null);
    const { role } = await this.group(groupId);
    const farm = await repository.findFarm(this.db, groupId, farmId);
    if (!farm) throw new AppError('NOT_FOUND', { messageKey: 'facilityGroups.farmNotFound' });
    const questionnaireRow = await findQuestionnaireRow(this.db, role.id);
    const groups = questionnaireRow ? questionnaireForReader(await findQuestionnaireTree(this.db, questionnaireRow.id), language) : [];
    const answers = answerSheets(await repository.findAnswers(this.db, [farm.id])).get(farm.id) ?? new Map<string, TAnswerValue[]>();
    return {
      farmId: farm.id,
      code: farm.code ?? '',
      name: farm.name,
      answeredSaqAt: farm.answeredSaqAt?.toISOString() ?? null,
      groups: groups.map((group) => ({
        id: group.id,
        name: group.name,
        questions: group.questions.flatMap((question) => {
          const values = answers.get(question.id);
          if (!values) return [];
          const texts = values.map((value) => {
            const option = question.options.find((candidate) => candidate.id === value.responseId);
            if (!option) return value.value ?? '';
            return option.isOther && value.value ? `${option.option}: ${value.value}` : option.option;
          });
          return [{ id: question.id, index: question.index, title: question.title, answers: texts }];
        }),
      })),
    };
  }

  /** The role's template as the super administrator uploaded it, for a new group. */
  async blankTemplate(principal: Principal, roleId: string): Promise<DownloadedFile> {
    await facilityGroupsPolicy.authorize(principal, 'manageFarmGroups', null);
    const role = await this.groupRole(roleId);
    const { file, stream } = await this.templateFile(role);
    return { name: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, stream };
  }

  /** The role's template filled with the group's data, to edit and upload as the group's update. */
  async prefilledTemplate(principal: Principal, groupId: string): Promise<{ name: string; data: Buffer }> {
    await facilityGroupsPolicy.authorize(principal, 'manageFarmGroups', null);
    const { row, role } = await this.group(groupId);
    const setUp = await this.setUp(role);
    const [farms, certifications] = await Promise.all([repository.findFarms(this.db, groupId), findCertifications(this.db, 'cotton')]);
    const sheets = answerSheets(
      await repository.findAnswers(
        this.db,
        farms.map(({ farm }) => farm.id),
      ),
    );
    const communityIds = new Set(
      setUp.questionnaire
        .find((group) => headerKey(group.name) === headerKey(ANSWER_SHEET_GROUP.community))
        ?.questions.map((question) => question.id),
    );
    // Every farm stores the group's community answers; any farm's copy is the group's.
    const communityAnswers = new Map<string, TAnswerValue[]>();
    for (const { farm } of farms) {
      for (const [questionId, values] of sheets.get(farm.id) ?? [])
        if (communityIds.has(questionId)) communityAnswers.set(questionId, values);
      if (communityAnswers.size > 0) break;
    }

    const filled = await readWorkbook(setUp.template, (workbook) => {
      prefillTemplate(workbook, setUp.questionnaire, {
        id: row.group.id,
        site: {
          code: row.group.code ?? '',
          name: row.group.name,
          country: row.country?.name ?? '',
          province: row.province?.name ?? '',
          district: row.district?.name ?? '',
        },
        communityAnswers,
        farms: farms.map(({ farm }) => ({
          id: farm.id,
          values: {
            code: farm.code ?? '',
            name: farm.name,
            address: farm.address ?? '',
            businessRegisterNumber: farm.businessRegisterNumber ?? '',
            contactFirstName: farm.contactFirstName ?? '',
            contactLastName: farm.contactLastName ?? '',
            phoneNumber: farm.phoneNumber ?? '',
            certification: certifications.find((candidate) => candidate.code === farm.certifications[0])?.name ?? '',
            certificationExpiresOn: farm.certificationExpiresOn ? formatDate(`${farm.certificationExpiresOn}T00:00:00Z`, 'UTC') : '',
          },
          answers: new Map([...(sheets.get(farm.id) ?? [])].filter(([questionId]) => !communityIds.has(questionId))),
        })),
      });
      return workbook.xlsx.writeBuffer();
    });
    return { name: `${role.name} group ${row.group.code ?? ''}.xlsx`, data: Buffer.from(filled) };
  }

  private async checkContext(setUp: RoleSetUp, group: { id: string } | null): Promise<CheckContext> {
    const [roleTemplate, certifications, groupIdsByCode, farms] = await Promise.all([
      readTemplateWorkbook(setUp.template),
      findCertifications(this.db, 'cotton'),
      repository.findGroupIdsByCode(this.db),
      group ? repository.findFarms(this.db, group.id) : Promise.resolve([]),
    ]);
    return {
      roleTemplate,
      questionnaire: setUp.questionnaire,
      certifications: certifications.map((row) => ({
        code: row.code,
        names: Object.values(translationsOf(row)).filter((name): name is string => Boolean(name)),
        isNone: row.farmOnly,
      })),
      places: placeLookup(this.db),
      groupIdsByCode,
      group: group ? { id: group.id, farms: farms.map(({ farm }) => ({ id: farm.id, code: farm.code ?? '' })) } : null,
    };
  }

  private async check(data: Buffer, fileName: string, context: CheckContext): Promise<CheckedTemplate> {
    let workbook: TemplateWorkbook;
    try {
      workbook = await readTemplateWorkbook(data);
    } catch (error) {
      if (error instanceof UnreadableWorkbookError) {
        throw new AppError('UNPROCESSABLE', { messageKey: 'facilityGroups.unreadable', params: { name: sanitiseFileName(fileName) } });
      }
      throw error;
    }
    return checkTemplate(workbook, context);
  }

  private validation(checked: CheckedTemplate, fileId: string | null, context: RequestContext): TFacilityGroupValidation {
    const byRow = new Map<string, { sheet: string; index: number; errors: string[] }>();
    for (const problem of checked.problems) {
      const key = `${problem.sheet}\u0000${problem.row}`;
      const entry = byRow.get(key) ?? { sheet: problem.sheet, index: problem.row, errors: [] };
      entry.errors.push(
        context.t('facilityGroups.rowError', { index: problem.row, error: context.t(problem.message.key, problem.message.params) }),
      );
      byRow.set(key, entry);
    }
    return {
      totalItems: checked.totalItems,
      validItems: checked.totalItems - checked.failedItems,
      failedItems: checked.failedItems,
      errors: [...byRow.values()],
      errorCount: checked.problems.length,
      fileId,
      plan: checked.plan,
    };
  }

  /** Checks a filled template; only an error-free file is kept, and its id returned for the import. */
  async validate(
    principal: Principal,
    fields: TFacilityGroupValidateFields,
    file: IncomingFile,
    context: RequestContext,
  ): Promise<TFacilityGroupValidation> {
    await facilityGroupsPolicy.authorize(principal, 'manageFarmGroups', null);
    let role: GroupRole;
    let group: { id: string } | null = null;
    if (fields.facilityGroupId) {
      const found = await this.group(fields.facilityGroupId);
      if (found.role.id !== fields.roleId) throw new AppError('NOT_FOUND', { messageKey: 'facilityGroups.notFound' });
      role = found.role;
      group = { id: found.row.group.id };
    } else role = await this.groupRole(fields.roleId);
    const setUp = await this.setUp(role);
    requireXlsx(file);
    const checked = await this.check(file.data, file.fileName, await this.checkContext(setUp, group));
    if (checked.problems.length > 0) return this.validation(checked, null, context);

    const [stored] = await this.files.upload(principal, 'spreadsheet', [file]);
    const row = stored ? await findFileRow(this.db, { blobName: stored.blobName }) : undefined;
    if (!row) throw new Error('The validated template was not recorded');
    await repository.insertUpload(this.db, {
      fileId: row.id,
      roleId: role.id,
      facilityGroupId: group?.id ?? null,
      createdById: principal.userId,
    });
    return this.validation(checked, row.id, context);
  }

  /** The validated file again, checked once more: groups and codes may have changed since. */
  private async recheck(fileId: string, role: GroupRole, group: { id: string } | null, context: RequestContext) {
    const upload = await repository.findUpload(this.db, fileId);
    const file = upload ? await findFileRow(this.db, { id: upload.fileId }) : undefined;
    const stream = file ? await this.storage.get(file.blobName) : null;
    if (!upload || !file || !stream || upload.roleId !== role.id || upload.facilityGroupId !== (group?.id ?? null)) {
      throw new AppError('NOT_FOUND', { messageKey: 'facilityGroups.uploadNotFound' });
    }
    const setUp = await this.setUp(role);
    const checked = await this.check(await buffer(stream), file.originalName, await this.checkContext(setUp, group));
    if (checked.problems.length > 0 || !checked.group || !checked.plan) {
      const validation = this.validation(checked, null, context);
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'facilityGroups.importHasErrors',
        params: { count: validation.errorCount },
        details: validation.errors,
      });
    }
    return { setUp, checked: { ...checked, group: checked.group, plan: checked.plan } };
  }

  /** Farms and their self-assessments as the checked file has them, in the caller's transaction. */
  private async writeFarms(
    tx: Executor,
    groupId: string,
    roleId: string,
    setUp: RoleSetUp,
    checked: CheckedTemplate & { group: NonNullable<CheckedTemplate['group']> },
    submittedById: string,
  ) {
    const now = this.clock.now();
    const { group } = checked;
    await softDeleteFacilities(tx, checked.removedFarmIds, now);
    await clearFacilityCodes(
      tx,
      checked.farms.flatMap((farm) => (farm.existingId ? [farm.existingId] : [])),
    );
    for (const farm of checked.farms) {
      const values = {
        name: farm.values.name ?? '',
        code: farm.values.code,
        address: farm.values.address,
        businessRegisterNumber: farm.values.businessRegisterNumber,
        contactFirstName: farm.values.contactFirstName,
        contactLastName: farm.values.contactLastName,
        phoneNumber: farm.values.phoneNumber,
        certifications: farm.values.certification ? [farm.values.certification] : [],
        certificationExpiresOn: farm.values.certificationExpiresOn,
        countryId: group.countryId,
        provinceId: group.provinceId,
        districtId: group.districtId,
        // The file is the whole truth about the farm: its questionnaire counts as answered only if this file completes it.
        answeredSaqAt: null,
        updatedAt: now,
      };
      const farmId = farm.existingId ?? (await insertFacility(tx, { ...values, roleId, farmGroupId: groupId }));
      if (farm.existingId) await updateFacility(tx, farm.existingId, values);
      await saveAnswerSheet(tx, {
        facilityId: farmId,
        questionnaireId: setUp.questionnaireId,
        answers: farm.answers,
        submittedById,
        at: now,
      });
    }
    // The group's job scores the group and every farm: farms' answers count in the group's risk.
    await enqueueJob(tx, riskRecalculationJob(groupId), now);
  }

  private inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return withConflicts(() => this.db.transaction(work), { [GROUP_CODE_INDEX]: { messageKey: 'facilityGroups.groupCodeConflict' } });
  }

  /** Creates the group, its farms and their self-assessments from a validated file, all or nothing. */
  async importNew(principal: Principal, input: TFacilityGroupImportInput, context: RequestContext): Promise<TFacilityGroupImportResult> {
    await facilityGroupsPolicy.authorize(principal, 'manageFarmGroups', null);
    const role = await this.groupRole(input.roleId);
    const { setUp, checked } = await this.recheck(input.fileId, role, null, context);
    const now = this.clock.now();
    const groupId = await this.inTransaction(async (tx) => {
      const id = await insertFacility(tx, {
        roleId: role.id,
        code: checked.group.code,
        name: checked.group.name,
        countryId: checked.group.countryId,
        provinceId: checked.group.provinceId,
        districtId: checked.group.districtId,
        createdAt: now,
        updatedAt: now,
      });
      await this.writeFarms(tx, id, role.id, setUp, checked, principal.userId);
      await repository.deleteUpload(tx, input.fileId);
      return id;
    });
    await context.audit({
      action: 'facility-group.imported',
      targetType: 'facility',
      targetId: groupId,
      details: { roleId: role.id, code: checked.group.code, farms: checked.plan.farms },
    });
    return { id: groupId, ...checked.plan };
  }

  /** Replaces a group's data and answers with its validated, edited pre-filled template. */
  async importUpdate(
    principal: Principal,
    groupId: string,
    input: TFacilityGroupUpdateInput,
    context: RequestContext,
  ): Promise<TFacilityGroupImportResult> {
    await facilityGroupsPolicy.authorize(principal, 'manageFarmGroups', null);
    const { role } = await this.group(groupId);
    const { setUp, checked } = await this.recheck(input.fileId, role, { id: groupId }, context);
    await this.inTransaction(async (tx) => {
      await updateFacility(tx, groupId, {
        code: checked.group.code,
        name: checked.group.name,
        countryId: checked.group.countryId,
        provinceId: checked.group.provinceId,
        districtId: checked.group.districtId,
        updatedAt: this.clock.now(),
      });
      await this.writeFarms(tx, groupId, role.id, setUp, checked, principal.userId);
      await repository.deleteUpload(tx, input.fileId);
    });
    await context.audit({
      action: 'facility-group.updated',
      targetType: 'facility',
      targetId: groupId,
      details: {
        code: checked.group.code,
        added: checked.plan.addedFarms,
        updated: checked.plan.updatedFarms,
        removed: checked.plan.removedFarms,
      },
    });
    return { id: groupId, ...checked.plan };
  }

  /** Soft-deletes the group and its farms; their answers stay with them for the record. */
  async remove(principal: Principal, groupId: string, context: RequestContext): Promise<void> {
    await facilityGroupsPolicy.authorize(principal, 'manageFarmGroups', null);
    const { row } = await this.group(groupId);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await softDeleteFarmsOf(tx, groupId, now);
      await softDeleteFacilities(tx, [groupId], now);
    });
    await context.audit({ action: 'facility-group.deleted', targetType: 'facility', targetId: groupId, details: { code: row.group.code } });
  }
}
