import {
  ILAB_LIST_OF_GOODS,
  type TAddSupplier,
  type TEditSupplier,
  nameIn,
  type TLanguage,
  type TNewSupplierDetails,
  type TSupplierCandidatePage,
  type TSupplierDetail,
  type TSupplierListQuery,
  type TSupplierMap,
  type TSupplierPage,
  type TSupplierPartner,
  type TSupplierPartnerQuery,
  type TSupplierRole,
  type TSupplierSearchQuery,
} from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import { withConflicts, type ConflictMap } from '../../core/conflicts.ts';
import { authorizedFacilityOf } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';
import { throwProblems, type Problem } from '../../core/problems.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import { findCountryRiskScore, findProductRiskListings } from '../indicators/index.ts';
import { findDefinitions } from '../product-definitions/index.ts';
import { insertFacility, updateFacility } from '../profiles/index.ts';
import { findLines } from '../supply-chain/index.ts';
import { findUserByEmail, insertInvitedUser, mailInvitation, updateInvitedContact } from '../users/index.ts';
import { SupplierRoles } from './supplier-roles.ts';
import { suppliersPolicy } from './suppliers.policy.ts';
import {
  deletePartnerLinksOf,
  deleteSupplierLink,
  findAllSuppliers,
  findSupplierIdentities,
  findStanding,
  findCandidatePage,
  findContacts,
  findFacilityByOarId,
  findFacilityDetail,
  findOfferableFacility,
  findPartnerIds,
  findPartnerLinks,
  findSupplier,
  findSupplierPage,
  insertPartnerLinks,
  insertSupplierLinks,
  type FacilityDetailRow,
  type SupplierRow,
} from './suppliers.repository.ts';
import { contactsOf, locationOf, toSupplierCandidate, toSupplierListItem } from './suppliers.view.ts';

/** A rival request that took the e-mail, OS ID or link first gets the 409 the checks would have given it. */
const WRITE_CONFLICTS: ConflictMap = {
  users_email_live_idx: { messageKey: 'users.emailTaken', path: 'email' },
  facilities_oar_id_live_idx: { messageKey: 'suppliers.oarIdTaken', path: 'oarId' },
};

const DETAIL_FIELDS = ['name', 'typeId', 'businessRegisterNumber', 'oarId', 'firstName', 'lastName', 'email'] as const;

/**
 * A brand's suppliers (DOMAIN.md §9, §6.7): the list, adding an existing or new facility with its
 * partners among the brand's suppliers, editing, removing, the tier map and the supplier detail.
 */
export class SuppliersService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailSettings,
  ) {}

  async list(principal: Principal, query: TSupplierListQuery, context: RequestContext): Promise<TSupplierPage> {
    await suppliersPolicy.authorize(principal, 'viewSuppliers', null);
    const brandId = authorizedFacilityOf(principal);
    const roles = await SupplierRoles.read(this.db);
    let roleIds: string[] | undefined;
    if (query.roleId) roleIds = [query.roleId];
    if (query.tier !== undefined) {
      const inTier = roles.idsInTier(query.tier);
      roleIds = roleIds ? roleIds.filter((id) => inTier.includes(id)) : inTier;
    }
    const sort = query.sort ?? { field: 'name', direction: 'asc' as const };
    const field = (['name', 'type', 'country', 'tier', 'lastActivityAt', 'since'] as const).find((known) => known === sort.field) ?? 'name';
    const { rows, total } = await findSupplierPage(
      this.db,
      brandId,
      { key: query.key, roleIds, riskLevel: query.riskLevel },
      { field, direction: sort.direction, tierOfRole: roles.tierOfRole() },
      query,
    );
    await roles.include(
      this.db,
      rows.map((row) => row.roleId),
    );
    return { items: rows.map((row) => toSupplierListItem(row, roles, context.language)), total, page: query.page, perPage: query.perPage };
  }

  async roles(principal: Principal): Promise<TSupplierRole[]> {
    await suppliersPolicy.authorize(principal, 'viewSuppliers', null);
    return [...(await SupplierRoles.read(this.db)).list];
  }

  async search(principal: Principal, query: TSupplierSearchQuery, context: RequestContext): Promise<TSupplierCandidatePage> {
    await suppliersPolicy.authorize(principal, 'manageSuppliers', null);
    const brandId = authorizedFacilityOf(principal);
    const roles = await SupplierRoles.read(this.db);
    const { rows, total } = await findCandidatePage(this.db, brandId, roles.ids(), query.key, query);
    return {
      items: rows.map((row) => toSupplierCandidate(row, roles, context.language)),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  async partnerCandidates(principal: Principal, query: TSupplierPartnerQuery): Promise<TSupplierPartner[]> {
    await suppliersPolicy.authorize(principal, 'manageSuppliers', null);
    const brandId = authorizedFacilityOf(principal);
    const roles = await SupplierRoles.read(this.db);
    const suppliers = await findSupplierIdentities(this.db, brandId);
    await roles.include(
      this.db,
      suppliers.map((row) => row.roleId),
    );
    return suppliers
      .filter((row) => row.id !== query.supplierId && roles.adjacent(row.roleId, query.roleId))
      .map((row) => ({ id: row.id, name: row.name, type: roles.of(row.roleId) }));
  }

  async mapping(principal: Principal): Promise<TSupplierMap> {
    await suppliersPolicy.authorize(principal, 'viewSuppliers', null);
    const brandId = authorizedFacilityOf(principal);
    const roles = await SupplierRoles.read(this.db);
    const [suppliers, links] = await Promise.all([findAllSuppliers(this.db, brandId), findPartnerLinks(this.db, brandId)]);
    await roles.include(
      this.db,
      suppliers.map((row) => row.roleId),
    );
    const roleOf = new Map(suppliers.map((row) => [row.id, row.roleId]));
    const targets = new Map<string, string[]>();
    for (const { facilityId, partnerFacilityId } of links) {
      const seller = roleOf.get(facilityId);
      const buyer = roleOf.get(partnerFacilityId);
      if (!seller || !buyer || !roles.sellsTo(seller, buyer)) continue;
      targets.set(facilityId, [...(targets.get(facilityId) ?? []), partnerFacilityId]);
    }
    const tiers = new Map<number, TSupplierRole[]>();
    for (const roleId of new Set(roleOf.values())) {
      const role = roles.of(roleId);
      if (role.tier === null) continue;
      tiers.set(role.tier, [...(tiers.get(role.tier) ?? []), role]);
    }
    return {
      tiers: [...tiers].sort(([a], [b]) => a - b).map(([tier, tierRoles]) => ({ tier, roles: tierRoles })),
      nodes: suppliers.map((row) => ({
        id: row.id,
        name: row.name,
        type: roles.of(row.roleId),
        riskLevel: row.riskLevel,
        questionnaireState: row.questionnaireState,
        targets: targets.get(row.id) ?? [],
      })),
    };
  }

  /** A brand reads its own suppliers; an administrator any facility (with no brand's partners). */
  async detail(principal: Principal, facilityId: string, context: RequestContext): Promise<TSupplierDetail> {
    const brandId = principal.role.type === 'Brand' ? principal.facilityId : null;
    const supplier = brandId ? await findSupplier(this.db, brandId, facilityId) : undefined;
    await suppliersPolicy.authorize(principal, 'readSupplier', { linkedToCaller: supplier !== undefined });
    const facility = await findFacilityDetail(this.db, facilityId);
    if (!facility) throw notFound();
    return this.describe(facility, supplier, brandId, context.language);
  }

  async add(principal: Principal, input: TAddSupplier, context: RequestContext): Promise<TSupplierDetail> {
    await suppliersPolicy.authorize(principal, 'manageSuppliers', null);
    const brandId = authorizedFacilityOf(principal);
    const roles = await SupplierRoles.read(this.db);
    const problems: Problem[] = [];
    let roleId: string | undefined;
    let existing: { id: string; name: string } | undefined;
    const newSupplier = toNewSupplier(input);
    if (input.facilityId !== undefined) {
      const facility = await findOfferableFacility(this.db, input.facilityId);
      if (!facility || facility.id === brandId || !roles.byId(facility.roleId)) {
        problems.push({ kind: 'missing', path: 'facilityId', messageKey: 'suppliers.facilityNotFound' });
      } else {
        existing = facility;
        roleId = facility.roleId;
        if (await findSupplier(this.db, brandId, facility.id)) {
          problems.push({ kind: 'conflict', path: 'facilityId', messageKey: 'suppliers.alreadySupplier', params: { name: facility.name } });
        }
      }
    } else if (newSupplier) {
      roleId = roles.byId(newSupplier.typeId)?.id;
      if (!roleId) problems.push({ kind: 'invalid', path: 'typeId', messageKey: 'suppliers.unknownType' });
      problems.push(...(await this.contactClashes(newSupplier.email, newSupplier.oarId)));
    }
    if (roleId) problems.push(...(await this.partnerProblems(brandId, roles, roleId, input.businessPartnerIds, existing?.id)));
    throwProblems(problems, context);

    const now = this.clock.now();
    const supplierId = await withConflicts(
      () =>
        this.db.transaction(async (tx) => {
          const id = existing?.id ?? (await this.createSupplier(tx, newSupplier as TNewSupplierDetails, roles, principal, context));
          const linked = await insertSupplierLinks(tx, [
            { brandFacilityId: brandId, supplierFacilityId: id, createdByBrand: !existing, createdById: principal.userId, createdAt: now },
          ]);
          if (linked.length === 0) throwProblems([alreadySupplier(existing?.name ?? '')], context);
          await insertPartnerLinks(
            tx,
            brandId,
            input.businessPartnerIds.map((partnerId) => [id, partnerId] as const),
            now,
          );
          return id;
        }),
      WRITE_CONFLICTS,
      context,
    );
    await context.audit({
      action: existing ? 'suppliers.linked' : 'suppliers.created',
      targetType: 'facility',
      targetId: supplierId,
      details: { businessPartnerIds: input.businessPartnerIds },
    });
    return this.detailOfOwn(brandId, supplierId, context.language);
  }

  async edit(principal: Principal, facilityId: string, input: TEditSupplier, context: RequestContext): Promise<TSupplierDetail> {
    await suppliersPolicy.authorize(principal, 'manageSuppliers', null);
    const brandId = authorizedFacilityOf(principal);
    const supplier = await findSupplier(this.db, brandId, facilityId);
    if (!supplier) throw notFound();
    const roles = await SupplierRoles.read(this.db);
    const changesDetails = DETAIL_FIELDS.some((field) => input[field] !== undefined);
    const problems: Problem[] = [];
    const editable = supplier.createdByBrand && !supplier.profileSaved;
    const contacts = await findContacts(this.db, facilityId);
    const contact = contacts[0];
    if (changesDetails && !editable) {
      const path = DETAIL_FIELDS.find((field) => input[field] !== undefined) ?? 'name';
      problems.push({ kind: 'rule', path, messageKey: 'suppliers.detailsLocked', params: { name: supplier.name } });
    }
    const roleId = input.typeId ?? supplier.roleId;
    if (input.typeId !== undefined && !roles.byId(input.typeId)) {
      problems.push({ kind: 'invalid', path: 'typeId', messageKey: 'suppliers.unknownType' });
    }
    if (changesDetails && editable) {
      const newEmail = input.email !== undefined && input.email !== contact?.email.toLowerCase() ? input.email : undefined;
      problems.push(...(await this.contactClashes(newEmail, input.oarId, facilityId)));
    }
    const partnerIds =
      input.businessPartnerIds ?? (input.typeId !== undefined ? await findPartnerIds(this.db, brandId, facilityId) : undefined);
    if (partnerIds && roles.byId(roleId)) problems.push(...(await this.partnerProblems(brandId, roles, roleId, partnerIds, facilityId)));
    throwProblems(problems, context);

    const now = this.clock.now();
    await withConflicts(
      () =>
        this.db.transaction(async (tx) => {
          if (changesDetails) {
            await updateFacility(tx, facilityId, {
              ...(input.name !== undefined ? { name: input.name } : {}),
              ...(input.typeId !== undefined ? { roleId: input.typeId } : {}),
              ...(input.businessRegisterNumber !== undefined ? { businessRegisterNumber: input.businessRegisterNumber || null } : {}),
              ...(input.oarId !== undefined ? { oarId: input.oarId || null } : {}),
              updatedAt: now,
            });
            const invited = await updateInvitedContact(tx, facilityId, {
              roleId: input.typeId,
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email,
            });
            const role = roles.byId(roleId);
            const emailChanged = invited && input.email !== undefined && input.email !== contact?.email.toLowerCase();
            if (invited && role?.canSignIn && (emailChanged || input.typeId !== undefined)) {
              await mailInvitation(
                tx,
                { user: invited, roleName: role.name, organisationName: input.name ?? supplier.name, inviter: principal, now },
                this.mail,
              );
            }
          }
          if (partnerIds) {
            await deletePartnerLinksOf(tx, brandId, facilityId);
            await insertPartnerLinks(
              tx,
              brandId,
              partnerIds.map((partnerId) => [facilityId, partnerId] as const),
              now,
            );
          }
        }),
      WRITE_CONFLICTS,
      context,
    );
    await context.audit({
      action: 'suppliers.edited',
      targetType: 'facility',
      targetId: facilityId,
      details: { fields: Object.keys(input) },
    });
    return this.detailOfOwn(brandId, facilityId, context.language);
  }

  /** Unlinks the supplier from the caller's brand only: the facility, its users and its data stay. */
  async remove(principal: Principal, facilityId: string, context: RequestContext): Promise<void> {
    await suppliersPolicy.authorize(principal, 'manageSuppliers', null);
    const brandId = authorizedFacilityOf(principal);
    const removed = await this.db.transaction((tx) => deleteSupplierLink(tx, brandId, facilityId));
    if (!removed) throw notFound();
    await context.audit({ action: 'suppliers.removed', targetType: 'facility', targetId: facilityId });
  }

  /** The e-mail taken by any user, and the OS ID by another facility. */
  private async contactClashes(email: string | undefined, oarId: string | undefined, exceptFacilityId?: string): Promise<Problem[]> {
    const problems: Problem[] = [];
    if (email !== undefined && (await findUserByEmail(this.db, email))) {
      problems.push({ kind: 'conflict', path: 'email', messageKey: 'users.emailTaken' });
    }
    if (oarId && (await findFacilityByOarId(this.db, oarId, exceptFacilityId))) {
      problems.push({ kind: 'conflict', path: 'oarId', messageKey: 'suppliers.oarIdTaken' });
    }
    return problems;
  }

  /** Each partner must be one of the brand's suppliers whose role is next to `roleId` on the map. */
  private async partnerProblems(
    brandId: string,
    roles: SupplierRoles,
    roleId: string,
    partnerIds: readonly string[],
    supplierId: string | undefined,
  ): Promise<Problem[]> {
    if (partnerIds.length === 0) return [];
    const suppliers = new Map((await findSupplierIdentities(this.db, brandId)).map((row) => [row.id, row]));
    await roles.include(
      this.db,
      [...suppliers.values()].map((row) => row.roleId),
    );
    const type = roles.of(roleId).name;
    return partnerIds.flatMap((partnerId, index): Problem[] => {
      const path = `businessPartnerIds.${index}`;
      if (partnerId === supplierId) return [{ kind: 'rule', path, messageKey: 'suppliers.partnerIsItself' }];
      const partner = suppliers.get(partnerId);
      if (!partner) return [{ kind: 'rule', path, messageKey: 'suppliers.partnerNotSupplier' }];
      if (roles.adjacent(roleId, partner.roleId)) return [];
      return [
        {
          kind: 'rule',
          path,
          messageKey: 'suppliers.partnerNotAdjacent',
          params: { name: partner.name, role: roles.of(partner.roleId).name, type },
        },
      ];
    });
  }

  /** The new facility with its first (Admin) contact, invited when the role signs in. */
  private async createSupplier(
    tx: Executor,
    input: TNewSupplierDetails,
    roles: SupplierRoles,
    inviter: Principal,
    context: RequestContext,
  ): Promise<string> {
    const role = roles.of(input.typeId);
    const facilityId = await insertFacility(tx, {
      name: input.name,
      roleId: role.id,
      businessRegisterNumber: input.businessRegisterNumber ?? null,
      oarId: input.oarId ?? null,
    });
    const user = await insertInvitedUser(
      tx,
      { email: input.email, firstName: input.firstName, lastName: input.lastName },
      { roleId: role.id, facilityId, userType: 'Admin', language: context.language, createdById: inviter.userId },
    );
    if (role.canSignIn) {
      await mailInvitation(tx, { user, roleName: role.name, organisationName: input.name, inviter, now: this.clock.now() }, this.mail);
    }
    return facilityId;
  }

  private async detailOfOwn(brandId: string, facilityId: string, language: TLanguage): Promise<TSupplierDetail> {
    const [supplier, facility] = await Promise.all([findSupplier(this.db, brandId, facilityId), findFacilityDetail(this.db, facilityId)]);
    if (!supplier || !facility) throw notFound();
    return this.describe(facility, supplier, brandId, language);
  }

  private async describe(
    facility: FacilityDetailRow,
    supplier: SupplierRow | undefined,
    brandId: string | null,
    language: TLanguage,
  ): Promise<TSupplierDetail> {
    const roles = await SupplierRoles.read(this.db);
    const [contacts, partnerIds, goods] = await Promise.all([
      findContacts(this.db, facility.id),
      brandId && supplier ? findPartnerIds(this.db, brandId, facility.id) : Promise.resolve([]),
      this.goodsOf(facility),
    ]);
    const brandSuppliers = brandId && partnerIds.length ? await findSupplierIdentities(this.db, brandId) : [];
    const partners = brandSuppliers.filter((row) => partnerIds.includes(row.id));
    await roles.include(this.db, [facility.roleId, ...partners.map((row) => row.roleId)]);
    const standing = supplier ?? (await findStanding(this.db, facility));
    const listItem = supplier
      ? toSupplierListItem(supplier, roles, language)
      : {
          id: facility.id,
          name: facility.name,
          type: roles.of(facility.roleId),
          businessRegisterNumber: facility.businessRegisterNumber,
          oarId: facility.oarId,
          country: locationOf(facility, language).country?.name ?? null,
          riskLevel: facility.riskLevel,
          questionnaireState: standing.questionnaireState,
          lastActivityAt: standing.lastActivityAt?.toISOString() ?? null,
          since: facility.createdAt.toISOString(),
          detailsEditable: false,
        };
    return {
      ...listItem,
      traderName: facility.traderName,
      location: locationOf(facility, language),
      certifications: facility.certifications,
      goods,
      contacts: contactsOf(facility, contacts),
      externalRisk: await this.externalRiskOf(facility, goods, language),
      partners: partners.map((row) => ({ id: row.id, name: row.name, type: roles.of(row.roleId) })),
    };
  }

  /**
   * The commodities of the products the facility says it makes, or else of what its role makes on the map
   * (DOMAIN.md §6.5: extractors use their outputs' goods, others choose among them in their profile).
   */
  private async goodsOf(facility: FacilityDetailRow): Promise<string[]> {
    let ids = facility.goodsProductDefinitionIds;
    if (ids.length === 0) {
      const lines = await findLines(this.db);
      ids = [...new Set(lines.filter((line) => line.roleId === facility.roleId).flatMap((line) => line.outputProductDefinitionIds))];
    }
    const definitions = ids.length ? await findDefinitions(this.db, ids) : [];
    return [...new Set(definitions.flatMap((definition) => definition.goods))].sort((a, b) => a.localeCompare(b));
  }

  /** The country's risk score and the ILAB List of Goods rows for the country and the facility's goods. */
  private async externalRiskOf(
    facility: FacilityDetailRow,
    goods: readonly string[],
    language: TLanguage,
  ): Promise<TSupplierDetail['externalRisk']> {
    if (!facility.countryId) return { countryScore: null, goodsListings: [] };
    const commodities = new Set(goods.map((good) => good.toLowerCase()));
    const [countryScore, listings] = await Promise.all([
      findCountryRiskScore(this.db, facility.countryId),
      findProductRiskListings(this.db, facility.countryId),
    ]);
    return {
      countryScore,
      goodsListings: listings
        .filter((listing) => commodities.has(listing.good.toLowerCase()))
        .map((listing) => ({
          good: listing.good,
          country: nameIn(translationsOf({ name: listing.countryName, translations: listing.countryTranslations ?? {} }), language),
          indicator: nameIn(
            translationsOf({ name: listing.externalIndicatorName, translations: listing.externalIndicatorTranslations }),
            language,
          ),
          severity: listing.severity,
          source: ILAB_LIST_OF_GOODS.source,
          sourceUrl: ILAB_LIST_OF_GOODS.url,
        })),
    };
  }
}

/** The new supplier's details when the request gives them (the schema has checked they are all there). */
function toNewSupplier(input: TAddSupplier): TNewSupplierDetails | undefined {
  const { name, typeId, firstName, lastName, email, businessRegisterNumber, oarId } = input;
  if (input.facilityId !== undefined || !name || !typeId || !firstName || !lastName || !email) return undefined;
  return { name, typeId, firstName, lastName, email, businessRegisterNumber, oarId };
}

function notFound() {
  return new AppError('NOT_FOUND', { messageKey: 'suppliers.notFound' });
}

function alreadySupplier(name: string): Problem {
  return { kind: 'conflict', path: 'facilityId', messageKey: 'suppliers.alreadySupplier', params: { name } };
}
