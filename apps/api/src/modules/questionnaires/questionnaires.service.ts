import type { Readable } from 'node:stream';
import {
  MAX_UPLOAD_BYTES,
  SAQ_COMPLETION_PERMISSION,
  type TMessageKey,
  type TMessageParams,
  type TSaqCompletion,
  type TSaqImportInput,
  type TSaqImportSummary,
  type TSaqQuestionnaire,
  type TSaqRoleStatus,
  type TSaqTranslationEntry,
  type TSaqTranslationsSummary,
  type TSaqValidationResult,
} from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { detectFileKind } from '../../lib/file-kind.ts';
import { sanitiseFileName } from '../../lib/file-name.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { Principal } from '../../core/principal.ts';
import type { FilesService } from '../files/index.ts';
import type { IncomingFile } from '../../core/multipart.ts';
import { parseQuestionnaire, type SaqParseResult } from './questionnaire-parser.ts';
import { questionnaireTemplate } from './questionnaire-template.ts';
import { matchTranslations, translationsDocument } from './questionnaire-translations.ts';
import { readSheets } from '../../lib/xlsx-sheets.ts';
import { UnreadableWorkbookError } from '../../lib/xlsx-reader.ts';
import * as repository from './questionnaires.repository.ts';
import { questionnairesPolicy } from './questionnaires.policy.ts';

export type Translate = (key: TMessageKey, params?: TMessageParams) => string;

export interface DownloadedFile {
  name: string;
  mimeType: string;
  sizeBytes: number;
  stream: Readable;
}

interface SaqRole {
  id: string;
  name: string;
  completion: TSaqCompletion;
}

const completionOf = (permissionKeys: string[]): TSaqCompletion | null => {
  if (permissionKeys.includes(SAQ_COMPLETION_PERMISSION.ADMINISTRATOR)) return 'ADMINISTRATOR';
  if (permissionKeys.includes(SAQ_COMPLETION_PERMISSION.SELF)) return 'SELF';
  return null;
};

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Only .xlsx can be read (exceljs has no .xls reader), and the platform upload limit applies. */
function requireXlsx(file: IncomingFile): void {
  const name = sanitiseFileName(file.fileName);
  if (file.data.length > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE');
  const kind = detectFileKind(file.data);
  if (kind === 'xls') throw new AppError('UNSUPPORTED_FILE_TYPE', { messageKey: 'saq.xlsNotSupported' });
  if (kind !== 'xlsx') throw new AppError('UNSUPPORTED_FILE_TYPE', { messageKey: 'saq.notSpreadsheet', params: { name } });
}

type TRowMessages = { index: number; sheet: string; errors: string[] };

/** Problems grouped per row as `Index {row}: …`, in the order the rows first appear. */
function rowMessages(problems: SaqParseResult['problems'], t: Translate): TRowMessages[] {
  const byRow = new Map<string, TRowMessages>();
  for (const problem of problems) {
    const key = `${problem.sheet}\u0000${problem.row}`;
    const entry = byRow.get(key) ?? { index: problem.row, sheet: problem.sheet, errors: [] };
    entry.errors.push(t('saq.rowError', { row: problem.row, error: t(problem.message.key, problem.message.params) }));
    byRow.set(key, entry);
  }
  return [...byRow.values()];
}

/**
 * The validation answer. A row that only lacks a known indicator pair can be imported once the
 * administrator confirms it, so it is a warning with its reason, not a failed row.
 */
function validationResult(fileId: string, parsed: SaqParseResult, t: Translate): TSaqValidationResult {
  const errors = rowMessages(
    parsed.problems.filter((problem) => problem.severity === 'blocking'),
    t,
  );
  const failedItems = errors.filter((entry) => entry.index > 1).length;
  return {
    fileId,
    totalItems: parsed.totalItems,
    validItems: parsed.totalItems - failedItems,
    failedItems,
    errors,
    warnings: rowMessages(
      parsed.problems.filter((problem) => problem.severity === 'unmapped'),
      t,
    ),
    suggestions: parsed.suggestions,
    unmapped: parsed.unmapped,
    importable: errors.length === 0,
  };
}

export class QuestionnairesService {
  constructor(
    private readonly db: Database,
    private readonly files: FilesService,
    private readonly storage: FileStorage,
  ) {}

  /** Roles that answer a questionnaire, and what has been uploaded for each. */
  async list(principal: Principal): Promise<TSaqRoleStatus[]> {
    await questionnairesPolicy.authorize(principal, 'readSetUp', null);
    const rows = await repository.findRolesWithPermissions(this.db, Object.values(SAQ_COMPLETION_PERMISSION));
    const [withQuestionnaire, withTemplate] = await Promise.all([
      repository.findQuestionnaireRoleIds(this.db),
      repository.findFacilityGroupTemplateRoleIds(this.db),
    ]);
    const roles = new Map<string, { name: string; keys: string[] }>();
    for (const row of rows) {
      const role = roles.get(row.id) ?? { name: row.name, keys: [] };
      role.keys.push(row.permissionKey);
      roles.set(row.id, role);
    }
    return [...roles].map(([roleId, role]) => {
      const completion = completionOf(role.keys) as TSaqCompletion;
      return {
        roleId,
        roleName: role.name,
        completion,
        hasQuestionnaire: withQuestionnaire.has(roleId),
        hasFacilityGroupTemplate: completion === 'ADMINISTRATOR' ? withTemplate.has(roleId) : null,
      };
    });
  }

  private async saqRole(roleId: string): Promise<SaqRole> {
    const role = await repository.findLiveRole(this.db, roleId);
    if (!role) throw new AppError('NOT_FOUND', { messageKey: 'saq.roleNotFound' });
    const completion = completionOf(role.permissionKeys);
    if (!completion) throw new AppError('UNPROCESSABLE', { messageKey: 'saq.roleNeedsNoQuestionnaire', params: { name: role.name } });
    return { id: role.id, name: role.name, completion };
  }

  private async parse(role: SaqRole, data: Buffer, fileName: string, applySuggestions: boolean): Promise<SaqParseResult> {
    try {
      const sheets = await readSheets(data);
      const catalogue = await repository.loadIndicatorCatalogue(this.db);
      return parseQuestionnaire(sheets, { completion: role.completion, catalogue, applySuggestions });
    } catch (error) {
      if (error instanceof UnreadableWorkbookError) {
        throw new AppError('UNPROCESSABLE', { messageKey: 'saq.unreadable', params: { name: sanitiseFileName(fileName) } });
      }
      throw error;
    }
  }

  async validate(
    principal: Principal,
    roleId: string,
    file: IncomingFile,
    applySuggestions: boolean,
    t: Translate,
  ): Promise<TSaqValidationResult> {
    await questionnairesPolicy.authorize(principal, 'changeSetUp', null);
    const role = await this.saqRole(roleId);
    requireXlsx(file);
    const parsed = await this.parse(role, file.data, file.fileName, applySuggestions);
    const [stored] = await this.files.upload(principal, 'spreadsheet', [file]);
    const row = stored ? await repository.findFileRow(this.db, { blobName: stored.blobName }) : undefined;
    if (!row) throw new Error('The uploaded questionnaire was not recorded');
    await repository.insertSaqUpload(this.db, { fileId: row.id, roleId: role.id, applySuggestions });
    return validationResult(row.id, parsed, t);
  }

  /**
   * Imports a file validated for this role, applying the suggestions accepted at validation, in
   * one transaction: the role's previous questionnaire is replaced only if the whole file goes in.
   */
  async import(principal: Principal, roleId: string, input: TSaqImportInput, t: Translate): Promise<TSaqImportSummary> {
    await questionnairesPolicy.authorize(principal, 'changeSetUp', null);
    const role = await this.saqRole(roleId);
    const upload = await repository.findSaqUpload(this.db, input.fileId, role.id);
    const file = upload ? await repository.findFileRow(this.db, { id: upload.fileId }) : undefined;
    const stream = file ? await this.storage.get(file.blobName) : null;
    if (!upload || !file || !stream) throw new AppError('NOT_FOUND', { messageKey: 'saq.uploadNotFound' });
    const parsed = await this.parse(role, await streamToBuffer(stream), file.originalName, upload.applySuggestions);

    const outcome = validationResult(file.id, parsed, t);
    if (!outcome.importable) {
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'saq.importHasErrors',
        params: { count: outcome.failedItems },
        details: outcome.errors,
      });
    }
    if (parsed.unmapped.length > 0 && !input.confirmUnmapped) {
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'saq.unmappedNeedsConfirmation',
        params: { count: parsed.unmapped.length },
        details: parsed.unmapped,
      });
    }
    await this.db.transaction(async (tx) =>
      repository.replaceQuestionnaire(tx, { roleId: role.id, sourceFileId: file.id, importedById: principal.userId }, parsed.groups),
    );
    return {
      roleId: role.id,
      groups: parsed.groups.length,
      questions: parsed.groups.reduce((sum, group) => sum + group.questions.length, 0),
      options: parsed.groups.reduce(
        (sum, group) => sum + group.questions.reduce((inner, question) => inner + question.options.length, 0),
        0,
      ),
      suggestionsApplied: parsed.suggestionsApplied,
      unmappedOptions: parsed.unmapped,
    };
  }

  async questionnaire(principal: Principal, roleId: string): Promise<TSaqQuestionnaire> {
    await questionnairesPolicy.authorize(principal, 'readQuestionnaire', null);
    return this.loadQuestionnaire(roleId);
  }

  private async loadQuestionnaire(roleId: string): Promise<TSaqQuestionnaire> {
    const role = await this.saqRole(roleId);
    const row = await repository.findQuestionnaireRow(this.db, role.id);
    if (!row) throw new AppError('NOT_FOUND', { messageKey: 'saq.notImported' });
    const groups = await repository.findQuestionnaireTree(this.db, row.id);
    return { roleId: role.id, roleName: role.name, importedAt: row.createdAt.toISOString(), groups };
  }

  async template(principal: Principal, roleId: string): Promise<{ name: string; data: Buffer }> {
    await questionnairesPolicy.authorize(principal, 'readSetUp', null);
    const role = await this.saqRole(roleId);
    return { name: `${role.name} questionnaire.xlsx`, data: await questionnaireTemplate(role.completion) };
  }

  async translations(principal: Principal, roleId: string): Promise<TSaqTranslationEntry[]> {
    await questionnairesPolicy.authorize(principal, 'readSetUp', null);
    const questionnaire = await this.loadQuestionnaire(roleId);
    return translationsDocument(questionnaire.groups.flatMap((group) => group.questions));
  }

  async uploadTranslations(principal: Principal, roleId: string, entries: TSaqTranslationEntry[]): Promise<TSaqTranslationsSummary> {
    await questionnairesPolicy.authorize(principal, 'changeSetUp', null);
    const questionnaire = await this.loadQuestionnaire(roleId);
    const changes = matchTranslations(
      questionnaire.groups.flatMap((group) => group.questions),
      entries,
    );
    await this.db.transaction(async (tx) => {
      for (const question of changes.questions) await repository.updateQuestionTranslations(tx, question.id, question.translations);
      for (const option of changes.options) await repository.updateResponseTranslations(tx, option.id, option.translations);
    });
    return { updatedQuestions: changes.questions.length, updatedOptions: changes.options.length, unmatched: changes.unmatched };
  }

  /** Administrator-completed roles only: an xlsx whose first sheet starts with a header row. */
  async uploadFacilityGroupTemplate(principal: Principal, roleId: string, file: IncomingFile): Promise<void> {
    await questionnairesPolicy.authorize(principal, 'changeSetUp', null);
    const role = await this.saqRole(roleId);
    if (role.completion !== 'ADMINISTRATOR') throw new AppError('UNPROCESSABLE', { messageKey: 'saq.facilityGroupNotAllowed' });
    requireXlsx(file);
    const invalid = new AppError('UNPROCESSABLE', { messageKey: 'saq.facilityGroupTemplateInvalid' });
    let header;
    try {
      const [firstSheet] = await readSheets(file.data, { firstSheetOnly: true });
      header = firstSheet?.rows.find((row) => row.rowNumber === 1);
    } catch (error) {
      if (error instanceof UnreadableWorkbookError) throw invalid;
      throw error;
    }
    if (!header || header.cells.every((cell) => cell === '')) throw invalid;

    const [stored] = await this.files.upload(principal, 'spreadsheet', [file]);
    const row = stored ? await repository.findFileRow(this.db, { blobName: stored.blobName }) : undefined;
    if (!row) throw new Error('The uploaded template was not recorded');
    await repository.upsertFacilityGroupTemplate(this.db, role.id, row.id);
  }

  async facilityGroupTemplate(principal: Principal, roleId: string): Promise<DownloadedFile> {
    await questionnairesPolicy.authorize(principal, 'readSetUp', null);
    const role = await this.saqRole(roleId);
    const file = await repository.findFacilityGroupTemplate(this.db, role.id);
    const stream = file ? await this.storage.get(file.blobName) : null;
    if (!file || !stream) throw new AppError('NOT_FOUND', { messageKey: 'saq.facilityGroupTemplateMissing' });
    return { name: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, stream };
  }
}
