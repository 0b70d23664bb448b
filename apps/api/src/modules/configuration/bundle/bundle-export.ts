import type { Readable } from 'node:stream';
import {
  CONFIGURATION_BUNDLE_FORMAT,
  CONFIGURATION_BUNDLE_VERSION,
  type TBundleFile,
  type TConfigurationBundle,
  type TFormulaItem,
  type TMapLine,
  type TRole,
} from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import type { Clock } from '../../../core/clock.ts';
import type { FileStorage } from '../../../lib/storage/index.ts';
import { readBusinessDetails } from '../business-details.repository.ts';
import {
  buildIndicatorTree,
  findCountryRiskScores,
  findExternalIndicators,
  findProductRiskListings,
  findTaxonomy,
} from '../../indicators/index.ts';
import { findAttributes, findDefinitions } from '../../product-definitions/index.ts';
import { findRoles } from '../../roles/index.ts';
import { findFacilityGroupTemplate, findFileRow, findQuestionnaireRow, findQuestionnaireTree } from '../../questionnaires/index.ts';
import { findCalculatedFields, findLines, findNodeMetadata } from '../../supply-chain/index.ts';

async function readStored(
  storage: FileStorage,
  file: { blobName: string; originalName: string; mimeType: string } | undefined | null,
): Promise<TBundleFile | null> {
  if (!file) return null;
  const stream: Readable | null = await storage.get(file.blobName);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return { name: file.originalName, mimeType: file.mimeType, base64: Buffer.concat(chunks).toString('base64') };
}

/** A role as the bundle names it: everything the role form sets, attributes without their ids. */
export function bundleRoleOf(role: TRole): TConfigurationBundle['roles'][number] {
  return {
    code: role.code,
    name: role.name,
    nameTranslations: role.nameTranslations,
    type: role.type,
    icon: role.icon as TConfigurationBundle['roles'][number]['icon'],
    permissions: role.permissions,
    isRawMaterialExtractor: role.isRawMaterialExtractor,
    chainOfCustody: role.chainOfCustody,
    seasonStartDate: role.seasonStartDate,
    seasonDuration: role.seasonDuration,
    attributes: role.attributes.map(({ identifierSystem, name, nameTranslations, category, options, isOptional }) => ({
      identifierSystem,
      name,
      nameTranslations,
      category,
      options,
      isOptional,
    })),
  };
}

/**
 * Lines in an order the import can replay: each chain's initial line first, then every line whose
 * seller is already on the map, so no line names a supplier that does not exist yet.
 */
export function replayOrder(lines: TMapLine[]): TMapLine[] {
  const ordered: TMapLine[] = [];
  const onMap = new Set<string>();
  let pending = [...lines];
  while (pending.length > 0) {
    const ready = pending.filter((line) => line.fromRoleId === null || onMap.has(line.fromRoleId));
    // Lines whose seller never appears cannot be replayed; the map rules make that impossible.
    if (ready.length === 0) break;
    for (const line of ready) {
      ordered.push(line);
      onMap.add(line.roleId);
    }
    pending = pending.filter((line) => !ready.includes(line));
  }
  return ordered;
}

/** Reads the whole configuration into the portable bundle, naming everything instead of using ids. */
export async function exportConfiguration(db: Executor, storage: FileStorage, clock: Clock): Promise<TConfigurationBundle> {
  const [details, attributes, definitions, roles, lines, nodes, fields, taxonomy, external, countryRisks, listings] = await Promise.all([
    readBusinessDetails(db),
    findAttributes(db),
    findDefinitions(db),
    findRoles(db),
    findLines(db),
    findNodeMetadata(db),
    findCalculatedFields(db),
    findTaxonomy(db),
    findExternalIndicators(db),
    findCountryRiskScores(db),
    findProductRiskListings(db),
  ]);
  const roleName = new Map(roles.map((role) => [role.id, role.name]));
  const productName = new Map(definitions.map((definition) => [definition.id, definition.name]));
  const attributeName = new Map(attributes.map((attribute) => [attribute.id, attribute.name]));
  const nameOf = (names: Map<string, string>, id: string) => names.get(id) ?? id;
  const tree = buildIndicatorTree(taxonomy);
  const subIndicatorRef = new Map(
    tree.flatMap((category) =>
      category.indicators.flatMap((indicator) =>
        indicator.subIndicators.map((sub) => [sub.id, { indicator: indicator.name, subIndicator: sub.name }] as const),
      ),
    ),
  );

  const orderedLines = replayOrder(lines);
  const mapOrder = [...new Set(orderedLines.map((line) => line.roleId))];

  const questionnaires: TConfigurationBundle['questionnaires'] = [];
  const facilityGroupTemplates: TConfigurationBundle['facilityGroupTemplates'] = [];
  for (const role of roles) {
    const questionnaire = await findQuestionnaireRow(db, role.id);
    if (questionnaire) {
      const groups = await findQuestionnaireTree(db, questionnaire.id);
      questionnaires.push({
        role: role.name,
        groups: groups.map((group) => ({
          name: group.name,
          questions: group.questions.map(({ id: _id, options, ...question }) => ({
            ...question,
            options: options.map((option) => ({
              option: option.option,
              translations: option.translations,
              isOther: option.isOther,
              goTo: option.goTo,
              riskLevel: option.riskLevel,
              indicator: option.indicator,
              subIndicator: option.subIndicatorId ? (subIndicatorRef.get(option.subIndicatorId) ?? null) : null,
            })),
          })),
        })),
      });
    }
    const template = await readStored(storage, await findFacilityGroupTemplate(db, role.id));
    if (template) facilityGroupTemplates.push({ role: role.name, file: template });
  }

  const logoFile = details.logoBlobName ? await findFileRow(db, { blobName: details.logoBlobName }) : undefined;
  const { roleWeights, ...sourceWeights } = details.riskWeights;
  return {
    format: CONFIGURATION_BUNDLE_FORMAT,
    version: CONFIGURATION_BUNDLE_VERSION,
    exportedAt: clock.now().toISOString(),
    businessDetails: {
      systemName: details.systemName,
      isGpsEnabled: details.isGpsEnabled,
      selectedCommodities: details.selectedCommodities,
      logo: await readStored(storage, logoFile),
      completedSteps: details.completedSteps.filter((step) => step < 8),
    },
    attributes: attributes.map(({ name, nameTranslations, type, category, options }) => ({
      name,
      nameTranslations,
      type,
      category,
      options,
    })),
    productDefinitions: definitions.map((definition) => ({
      name: definition.name,
      nameTranslations: definition.nameTranslations,
      goods: definition.goods,
      attributes: definition.attributes.map((entry) => ({
        attribute: entry.name,
        isOptional: entry.isOptional,
        isAddManuallyOnly: entry.isAddManuallyOnly,
      })),
    })),
    roles: roles.map(bundleRoleOf),
    supplyChain: {
      lines: orderedLines.map((line) => ({
        role: nameOf(roleName, line.roleId),
        fromRole: line.fromRoleId ? nameOf(roleName, line.fromRoleId) : null,
        outputs: line.outputProductDefinitionIds.map((id) => nameOf(productName, id)),
      })),
      // Nodes in the order their roles join the map, so two exports of one map are identical.
      positions: [...nodes]
        .sort((a, b) => mapOrder.indexOf(a.roleId) - mapOrder.indexOf(b.roleId))
        .map((node) => ({ role: nameOf(roleName, node.roleId), top: node.positionTop, left: node.positionLeft })),
      calculatedFields: fields.map((field) => ({
        role: nameOf(roleName, field.roleId),
        product: nameOf(productName, field.outputProductDefinitionId),
        attribute: nameOf(attributeName, field.outputAttributeId),
        inputs: field.inputProductDefinitionIds.map((id) => nameOf(productName, id)),
        expression: (field.expression as TFormulaItem[]).map((item) =>
          item.type === 'constant'
            ? item
            : {
                type: 'variable' as const,
                product: nameOf(productName, item.productDefinitionId),
                attribute: nameOf(attributeName, item.value),
              },
        ),
      })),
    },
    indicators: tree.map((category) => ({
      name: category.name,
      translations: category.translations,
      icon: category.icon as TConfigurationBundle['indicators'][number]['icon'],
      indicators: category.indicators.map((indicator) => ({
        name: indicator.name,
        translations: indicator.translations,
        subIndicators: indicator.subIndicators.map((sub) => ({
          name: sub.name,
          translations: sub.translations,
          severity: sub.riskSeverity,
        })),
      })),
    })),
    externalRiskIndicators: external.map((row) => ({
      name: row.name,
      translations: row.translations,
      urls: row.urls ?? [],
      description: row.description ?? '',
      icon: row.icon as TConfigurationBundle['externalRiskIndicators'][number]['icon'],
      isDefault: row.isDefaultExternalRiskIndex,
    })),
    countryRisks: countryRisks.map(({ countryCode, score }) => ({ countryCode, score })),
    productRiskListings: listings.map((listing) => ({
      countryCode: listing.countryCode,
      countryName: listing.countryName,
      good: listing.good,
      externalIndicator: listing.externalIndicatorName,
      subIndicator: listing.subIndicatorId ? (subIndicatorRef.get(listing.subIndicatorId) ?? null) : null,
      severity: listing.severity,
    })),
    questionnaires,
    facilityGroupTemplates,
    riskMethod: {
      methodology: details.riskMethodology,
      weights: {
        ...sourceWeights,
        ...(roleWeights
          ? { roleWeights: Object.fromEntries(Object.entries(roleWeights).map(([id, weight]) => [nameOf(roleName, id), weight])) }
          : {}),
      },
    },
  };
}
