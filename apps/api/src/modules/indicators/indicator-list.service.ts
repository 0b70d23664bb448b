import {
  INDICATOR_SHORT_NAME_MAX,
  type TCategoryNode,
  type TFieldError,
  type TIndicatorImportInput,
  type TIndicatorImportSummary,
  type TIndicatorItemRename,
  type TIndicatorItemsInput,
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
import { NAME_TAKEN, planItems } from './indicator-items-plan.ts';
import { findLinkedIndicatorIds } from './indicator-usage.repository.ts';
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
import { withRiskRecalculation } from './risk-recalculation.ts';

/**
 * The labour-risk taxonomy: validate and import the xlsx list, then view and edit it row by row. The
 * administrator's screen and the API's items (DOMAIN.md §11) share the same edits and the same rules.
 */
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
    // A replaced list leaves the old items unresolved, and the new one may weigh sub-indicators differently.
    const summary = await withRiskRecalculation(this.db, now, 'indicator list imported', async (tx) => {
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
    await this.applyUpdate(await this.liveTaxonomyRow(id), input, context);
    return this.readTree();
  }

  /** A nested write of the API: new rows under new or existing ones, answered with their category. */
  async createItems(principal: Principal, input: TIndicatorItemsInput, context: RequestContext): Promise<TCategoryNode> {
    await indicatorsPolicy.authorize(principal, 'createIndicatorItems', null);
    const plan = await this.db.transaction(async (tx) => {
      const planned = planItems(await findTaxonomy(tx), input, principal.userId, context.t);
      await insertIndicators(tx, planned.rows);
      return planned;
    });
    await context.audit({
      action: 'indicators.itemsCreated',
      targetType: 'indicator',
      targetId: plan.categoryId,
      details: { created: plan.rows.length },
    });
    return this.categoryHolding(plan.categoryId);
  }

  /** The API's rename: a sub-indicator states its severity with its name, so a client never keeps a stale one by accident. */
  async renameItem(principal: Principal, id: string, input: TIndicatorItemRename, context: RequestContext): Promise<TCategoryNode> {
    await indicatorsPolicy.authorize(principal, 'editIndicatorItems', null);
    const row = await this.liveTaxonomyRow(id);
    if (row.type === INDICATOR_TYPE.SUB_INDICATOR && input.riskSeverity === undefined) {
      throw AppError.validation([{ path: 'riskSeverity', message: context.t('indicators.severityRequired') }]);
    }
    await this.applyUpdate(row, input, context);
    return this.categoryHolding(id);
  }

  async removeItem(principal: Principal, id: string, context: RequestContext): Promise<void> {
    await indicatorsPolicy.authorize(principal, 'editIndicatorItems', null);
    await this.applyRemove(id, context);
  }

  private async applyUpdate(row: IndicatorRow, input: TIndicatorRowUpdate, context: RequestContext): Promise<void> {
    const fieldErrors: TFieldError[] = [];
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
    if (input.name !== undefined) {
      if (input.name !== row.name) await this.checkNotLinked([row]);
      await this.checkNameFree(row, input.name);
    }

    const now = this.clock.now();
    if (input.riskSeverity !== undefined && input.riskSeverity !== row.riskSeverity) {
      // A sub-indicator's severity multiplies every item under it.
      await withRiskRecalculation(this.db, now, 'sub-indicator severity changed', (tx) =>
        updateIndicator(tx, row.id, { ...input, updatedAt: now }),
      );
    } else {
      await updateIndicator(this.db, row.id, { ...input, updatedAt: now });
    }
    await context.audit({ action: 'indicators.updated', targetType: 'indicator', targetId: row.id });
  }

  async remove(principal: Principal, id: string, context: RequestContext): Promise<void> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    await this.applyRemove(id, context);
  }

  /** Deleting a row deletes everything beneath it, so none of those may be linked either. */
  private async applyRemove(id: string, context: RequestContext): Promise<void> {
    const row = await this.liveTaxonomyRow(id);
    const taxonomy = await findTaxonomy(this.db);
    const children = taxonomy.filter((other) => other.categoryId === id || other.parentId === id);
    const childIds = new Set(children.map((child) => child.id));
    const grandChildren = taxonomy.filter((other) => other.parentId !== null && childIds.has(other.parentId));
    await this.checkNotLinked([row, ...children, ...grandChildren]);
    await this.db.transaction((tx) => softDeleteSubtree(tx, id, this.clock.now()));
    await context.audit({ action: 'indicators.deleted', targetType: 'indicator', targetId: id });
  }

  private async checkNotLinked(rows: IndicatorRow[]): Promise<void> {
    const linked = await findLinkedIndicatorIds(
      this.db,
      rows.map((row) => row.id),
    );
    const first = rows.find((row) => linked.has(row.id));
    if (first) throw new AppError('CONFLICT', { messageKey: 'indicators.rowInUse', params: { name: first.name } });
  }

  /** The category a row belongs to, with everything beneath it. */
  private async categoryHolding(id: string): Promise<TCategoryNode> {
    const category = (await this.readTree()).find(
      (node) =>
        node.id === id || node.indicators.some((indicator) => indicator.id === id || indicator.subIndicators.some((sub) => sub.id === id)),
    );
    if (!category) throw new AppError('NOT_FOUND', { messageKey: 'indicators.rowMissing' });
    return category;
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
