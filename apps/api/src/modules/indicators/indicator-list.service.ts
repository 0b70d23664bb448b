import {
  INDICATOR_SHORT_NAME_MAX,
  type TCategoryNode,
  type TIndicatorImportInput,
  type TIndicatorImportSummary,
  type TIndicatorListValidation,
  type TIndicatorRowUpdate,
  type TIndicatorTranslationEntry,
  type TMessageKey,
} from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { INDICATOR_TYPE } from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import { detectFileKind } from '../../lib/file-kind.ts';
import { sanitiseFileName } from '../../lib/file-name.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { IncomingFile } from '../../core/multipart.ts';
import { nameKey, planImport } from './import-plan.ts';
import { parseIndicatorList } from './indicator-list-parser.ts';
import { buildIndicatorTree } from './indicator-tree.ts';
import {
  claimUpload,
  findLiveIndicator,
  findTaxonomy,
  findUpload,
  type IndicatorRow,
  insertIndicators,
  insertUpload,
  softDeleteSubtree,
  softDeleteTaxonomy,
  updateIndicator,
} from './indicators.repository.ts';
import { indicatorsPolicy } from './indicators.policy.ts';
import type { Principal } from '../../core/principal.ts';

const NAME_TAKEN: Record<number, TMessageKey> = {
  [INDICATOR_TYPE.CATEGORY]: 'indicators.categoryNameTaken',
  [INDICATOR_TYPE.INDICATOR]: 'indicators.indicatorNameTaken',
  [INDICATOR_TYPE.SUB_INDICATOR]: 'indicators.subIndicatorNameTaken',
};

/** The labour-risk taxonomy: validate and import the xlsx list, then view and edit it row by row. */
export class IndicatorListService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async tree(principal: Principal): Promise<TCategoryNode[]> {
    await indicatorsPolicy.authorize(principal, 'readIndicators', null);
    return this.readTree();
  }

  private async readTree(): Promise<TCategoryNode[]> {
    return buildIndicatorTree(await findTaxonomy(this.db));
  }

  /** Checks every row; an error-free file is kept and gets the `fileId` the import needs. */
  async validate(principal: Principal, file: IncomingFile | undefined, context: RequestContext): Promise<TIndicatorListValidation> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    if (!file || file.data.length === 0) throw new AppError('UNPROCESSABLE', { messageKey: 'indicators.fileEmpty' });
    const fileName = sanitiseFileName(file.fileName);
    if (detectFileKind(file.data) !== 'xlsx') throw new AppError('UNSUPPORTED_FILE_TYPE', { params: { name: fileName, accepted: 'xlsx' } });

    const parsed = await parseIndicatorList(file.data);
    const errors = parsed.problems.map(({ index, problems }) => ({
      index,
      errors: problems.map((problem) => context.t('indicators.rowError', { index, error: context.t(problem.messageKey, problem.params) })),
    }));
    const fileId =
      errors.length === 0 ? await insertUpload(this.db, { fileName, rows: parsed.validRows, uploadedById: principal.userId }) : null;
    return {
      fileId,
      totalItems: parsed.totalItems,
      validItems: parsed.validRows.length,
      failedItems: errors.length,
      errors,
    };
  }

  /** One transaction: a conflict anywhere leaves the taxonomy and the upload as they were. */
  async import(principal: Principal, input: TIndicatorImportInput, context: RequestContext): Promise<TIndicatorImportSummary> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    const upload = await findUpload(this.db, input.fileId);
    if (!upload) throw new AppError('NOT_FOUND', { messageKey: 'indicators.uploadMissing' });
    const now = this.clock.now();
    const summary = await this.db.transaction(async (tx) => {
      if (!(await claimUpload(tx, upload.id, now))) throw new AppError('CONFLICT', { messageKey: 'indicators.uploadAlreadyImported' });
      if (input.mode === 'replace') await softDeleteTaxonomy(tx, now);
      const plan = planImport(await findTaxonomy(tx), upload.rows, principal.userId);
      await insertIndicators(tx, [...plan.categories, ...plan.indicators, ...plan.subIndicators]);
      return {
        mode: input.mode,
        createdCategories: plan.categories.length,
        createdIndicators: plan.indicators.length,
        createdSubIndicators: plan.subIndicators.length,
      };
    });
    await context.audit({ action: `indicators.imported.${input.mode}`, targetType: 'indicator_list_upload', targetId: upload.id });
    return summary;
  }

  async update(principal: Principal, id: string, input: TIndicatorRowUpdate, context: RequestContext): Promise<TCategoryNode[]> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    const row = await this.liveTaxonomyRow(id);
    const fieldErrors = [];
    if (input.riskSeverity !== undefined && row.type !== INDICATOR_TYPE.SUB_INDICATOR) {
      fieldErrors.push({ path: 'riskSeverity', message: context.t('indicators.severityOnlyForSubIndicators') });
    }
    if (input.icon !== undefined && row.type !== INDICATOR_TYPE.CATEGORY) {
      fieldErrors.push({ path: 'icon', message: context.t('indicators.iconOnlyForCategories') });
    }
    if (input.name !== undefined && row.type === INDICATOR_TYPE.CATEGORY && input.name.length > INDICATOR_SHORT_NAME_MAX) {
      fieldErrors.push({ path: 'name', message: context.t('validation.tooLong', { field: 'name', max: INDICATOR_SHORT_NAME_MAX }) });
    }
    if (fieldErrors.length > 0) throw AppError.validation(fieldErrors);
    if (input.name !== undefined) await this.checkNameFree(row, input.name);

    await updateIndicator(this.db, id, { ...input, updatedAt: this.clock.now() });
    await context.audit({ action: 'indicators.updated', targetType: 'indicator', targetId: id });
    return this.readTree();
  }

  async remove(principal: Principal, id: string, context: RequestContext): Promise<void> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    await this.liveTaxonomyRow(id);
    await this.db.transaction((tx) => softDeleteSubtree(tx, id, this.clock.now()));
    await context.audit({ action: 'indicators.deleted', targetType: 'indicator', targetId: id });
  }

  /** Every category, indicator and sub-indicator in tree order, ready to be filled in. */
  async translations(principal: Principal): Promise<TIndicatorTranslationEntry[]> {
    await indicatorsPolicy.authorize(principal, 'readIndicators', null);
    const tree = await this.readTree();
    const rows = tree.flatMap((category) => [
      category,
      ...category.indicators.flatMap((indicator) => [indicator, ...indicator.subIndicators]),
    ]);
    return rows.map((row, index) => ({ id: row.id, name: row.name, translation: { en: row.name, ...row.translations }, index }));
  }

  /**
   * Applies a filled-in translation file. Entries match a row by id, else by name (trimmed,
   * any capitals), so a file exported from another system with the same list still applies.
   */
  async importTranslations(
    principal: Principal,
    entries: TIndicatorTranslationEntry[],
    context: RequestContext,
  ): Promise<{ updated: number; unmatched: string[] }> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    const rows = await findTaxonomy(this.db);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const byName = new Map<string, IndicatorRow[]>();
    for (const row of rows) byName.set(nameKey(row.name), [...(byName.get(nameKey(row.name)) ?? []), row]);

    const changes = new Map<string, IndicatorRow['translations']>();
    const unmatched: string[] = [];
    for (const entry of entries) {
      const targets = byId.has(entry.id) ? [byId.get(entry.id) as IndicatorRow] : (byName.get(nameKey(entry.name)) ?? []);
      if (targets.length === 0) unmatched.push(entry.name);
      const filled = Object.fromEntries(Object.entries(entry.translation).filter(([, text]) => text && text.trim() !== ''));
      for (const target of targets) changes.set(target.id, { ...(changes.get(target.id) ?? target.translations), ...filled });
    }
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      for (const [id, translations] of changes) await updateIndicator(tx, id, { translations, updatedAt: now });
    });
    await context.audit({ action: 'indicators.translationsImported', targetType: 'indicator', details: { updated: changes.size } });
    return { updated: changes.size, unmatched };
  }

  private async liveTaxonomyRow(id: string): Promise<IndicatorRow> {
    const row = await findLiveIndicator(this.db, id);
    if (!row || row.type === INDICATOR_TYPE.EXTERNAL_RISK_INDICATOR)
      throw new AppError('NOT_FOUND', { messageKey: 'indicators.rowMissing' });
    return row;
  }

  /** Names are unique per level: among categories, among indicators, among one indicator's sub-indicators. */
  private async checkNameFree(row: IndicatorRow, name: string): Promise<void> {
    const clash = (await findTaxonomy(this.db)).some(
      (other) =>
        other.id !== row.id &&
        other.type === row.type &&
        (row.type !== INDICATOR_TYPE.SUB_INDICATOR || other.parentId === row.parentId) &&
        nameKey(other.name) === nameKey(name),
    );
    if (clash) throw new AppError('CONFLICT', { messageKey: NAME_TAKEN[row.type] as TMessageKey, params: { name } });
  }
}
