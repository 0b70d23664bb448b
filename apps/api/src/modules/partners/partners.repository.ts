import type { TPartnerKind } from '@opentrace/domain';
import { and, asc, desc, eq, exists, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { countries, districts, facilities, facilityPartners, provinces, roles, users } from '../../db/schema/index.ts';

/*
 * Partnerships (facility_partners) bind two facilities both ways: the reader is either the side
 * that added the partner (`facility_id`) or the one that was added (`partner_facility_id`). Every
 * query here reads the facility on the other side, with its role and location.
 */

const otherPartnership = alias(facilityPartners, 'other_partnership');
const otherSide = alias(facilities, 'other_side');

const facilityColumns = {
  id: facilities.id,
  name: facilities.name,
  oarId: facilities.oarId,
  businessRegisterNumber: facilities.businessRegisterNumber,
  traderName: facilities.traderName,
  certifications: facilities.certifications,
  address: facilities.address,
  contactFirstName: facilities.contactFirstName,
  contactLastName: facilities.contactLastName,
  phoneNumber: facilities.phoneNumber,
  roleId: roles.id,
  roleName: roles.name,
  roleNameTranslations: roles.nameTranslations,
  roleCode: roles.code,
  farmCount: sql<number>`(select count(*)::int from facilities farm where farm.farm_group_id = ${facilities.id} and farm.deleted_at is null)`,
  country: { id: countries.id, name: countries.name, translations: countries.translations },
  province: { id: provinces.id, name: provinces.name, translations: provinces.translations },
  district: { id: districts.id, name: districts.name, translations: districts.translations },
};

function facilitiesWithRoleAndLocation(db: Executor) {
  return db
    .select(facilityColumns)
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .leftJoin(provinces, eq(provinces.id, facilities.provinceId))
    .leftJoin(districts, eq(districts.id, facilities.districtId))
    .$dynamic();
}

export type PartnerFacilityRow = Awaited<ReturnType<typeof facilitiesWithRoleAndLocation>>[number];

/**
 * What the partner is to the reader. The side that added it recorded that; the added side sees
 * the adder as what its role makes it: a transporter, a broker, or else a processing facility.
 */
function kindForReader(readerFacilityId: string): SQL<TPartnerKind> {
  return sql<TPartnerKind>`case
    when ${facilityPartners.facilityId} = ${readerFacilityId} then ${facilityPartners.kind}
    when ${roles.code} = 'TRANSPORTER' then 'transporter'
    when ${roles.code} = 'BROKER' then 'broker'
    else 'processing_facility' end`;
}

/** Joins a partnership to the facility on the side that is not the reader's. */
function otherSideOf(readerFacilityId: string): SQL | undefined {
  return or(
    and(eq(facilityPartners.facilityId, readerFacilityId), eq(facilities.id, facilityPartners.partnerFacilityId)),
    and(eq(facilityPartners.partnerFacilityId, readerFacilityId), eq(facilities.id, facilityPartners.facilityId)),
  );
}

function partnershipsOf(db: Executor, readerFacilityId: string) {
  return db
    .select({
      ...facilityColumns,
      partnershipId: facilityPartners.id,
      kind: kindForReader(readerFacilityId),
      addedByMe: sql<boolean>`${facilityPartners.facilityId} = ${readerFacilityId}`,
      since: facilityPartners.createdAt,
    })
    .from(facilityPartners)
    .innerJoin(facilities, otherSideOf(readerFacilityId))
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .leftJoin(provinces, eq(provinces.id, facilities.provinceId))
    .leftJoin(districts, eq(districts.id, facilities.districtId))
    .$dynamic();
}

export type PartnershipRow = Awaited<ReturnType<typeof partnershipsOf>>[number];

export interface Paging {
  page: number;
  perPage: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** `key` anywhere in the name, OS ID or registration number, ignoring case; LIKE wildcards are taken literally. */
export function keyMatches(key: string | undefined): SQL | undefined {
  if (!key) return undefined;
  const term = containing(key);
  return or(ilike(facilities.name, term), ilike(facilities.oarId, term), ilike(facilities.businessRegisterNumber, term));
}

/** A live partnership of `table` joins `a` and `b`, in either direction. */
function joins(table: typeof otherPartnership, a: string | typeof facilities.id, b: string | typeof facilities.id): SQL | undefined {
  return and(
    isNull(table.deletedAt),
    or(and(eq(table.facilityId, a), eq(table.partnerFacilityId, b)), and(eq(table.facilityId, b), eq(table.partnerFacilityId, a))),
  );
}

/** The facility of the outer query is already a partner of `facilityId`. */
export function isPartnerOf(db: Executor, facilityId: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(otherPartnership)
      .where(joins(otherPartnership, facilityId, facilities.id)),
  );
}

/** The facility of the outer query has a live partner whose role is one of `roleIds`. */
export function hasPartnerInRoles(db: Executor, roleIds: readonly string[]): SQL {
  if (roleIds.length === 0) return sql`false`;
  return exists(
    db
      .select({ one: sql`1` })
      .from(otherPartnership)
      .innerJoin(
        otherSide,
        or(
          and(eq(otherPartnership.facilityId, facilities.id), eq(otherSide.id, otherPartnership.partnerFacilityId)),
          and(eq(otherPartnership.partnerFacilityId, facilities.id), eq(otherSide.id, otherPartnership.facilityId)),
        ),
      )
      .where(and(isNull(otherPartnership.deletedAt), isNull(otherSide.deletedAt), inArray(otherSide.roleId, [...roleIds]))),
  );
}

export const inRoles = (roleIds: readonly string[]): SQL => (roleIds.length === 0 ? sql`false` : inArray(facilities.roleId, [...roleIds]));
export const hasRoleCode = (code: string): SQL => eq(roles.code, code);

/** Facilities that may be offered as partners: live, and not a farm of a group (its group is offered instead). */
const offerable = and(isNull(facilities.deletedAt), isNull(facilities.farmGroupId));

/** Facilities other than the reader's own matching `where`, by name. */
export async function searchFacilities(
  db: Executor,
  options: { readerFacilityId: string; where: SQL | undefined; paging: Paging },
): Promise<Page<PartnerFacilityRow>> {
  const where = and(offerable, ne(facilities.id, options.readerFacilityId), options.where);
  const [rows, [counted]] = await Promise.all([
    facilitiesWithRoleAndLocation(db)
      .where(where)
      .orderBy(asc(facilities.name), asc(facilities.id))
      .limit(options.paging.perPage)
      .offset((options.paging.page - 1) * options.paging.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(facilities)
      .innerJoin(roles, eq(roles.id, facilities.roleId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A facility that could be partnered (see `offerable`), with its role and location. */
export async function findOfferableFacility(db: Executor, facilityId: string): Promise<PartnerFacilityRow | undefined> {
  const [row] = await facilitiesWithRoleAndLocation(db).where(and(offerable, eq(facilities.id, facilityId)));
  return row;
}

export type PartnerOrder = { column: 'name' | 'role' | 'since'; direction: 'asc' | 'desc' };

const ORDER_COLUMNS = { name: facilities.name, role: roles.name, since: facilityPartners.createdAt } as const;

/** The reader's live partners matching `where` (which may use `kindIs`), one page of them. */
export async function findPartnerships(
  db: Executor,
  options: { readerFacilityId: string; where: SQL | undefined; order: PartnerOrder; paging: Paging },
): Promise<Page<PartnershipRow>> {
  const where = and(isNull(facilityPartners.deletedAt), isNull(facilities.deletedAt), options.where);
  const column = ORDER_COLUMNS[options.order.column];
  const [rows, [counted]] = await Promise.all([
    partnershipsOf(db, options.readerFacilityId)
      .where(where)
      .orderBy(options.order.direction === 'asc' ? asc(column) : desc(column), asc(facilities.name), asc(facilityPartners.id))
      .limit(options.paging.perPage)
      .offset((options.paging.page - 1) * options.paging.perPage),
    partnershipCount(db, options.readerFacilityId, where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

function partnershipCount(db: Executor, readerFacilityId: string, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(facilityPartners)
    .innerJoin(facilities, otherSideOf(readerFacilityId))
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .where(where);
}

/** The reader's kind of partner, for filtering partnerships. */
export function kindIs(readerFacilityId: string, kind: TPartnerKind): SQL {
  return sql`${kindForReader(readerFacilityId)} = ${kind}`;
}

/** Those of the facilities that are the reader's processing partners in one of the roles, by name. */
export async function findProcessingPartnersAmong(
  db: Executor,
  readerFacilityId: string,
  roleIds: readonly string[],
  facilityIds: readonly string[],
): Promise<PartnershipRow[]> {
  const { rows } = await findPartnerships(db, {
    readerFacilityId,
    where: and(kindIs(readerFacilityId, 'processing_facility'), inRoles(roleIds), inArray(facilities.id, [...facilityIds])),
    order: { column: 'name', direction: 'asc' },
    paging: { page: 1, perPage: facilityIds.length },
  });
  return rows;
}

/** The live partnership between the reader and a facility, seen from the reader. */
export async function findPartnershipWith(db: Executor, readerFacilityId: string, facilityId: string): Promise<PartnershipRow | undefined> {
  const [row] = await partnershipsOf(db, readerFacilityId).where(
    and(isNull(facilityPartners.deletedAt), isNull(facilities.deletedAt), eq(facilities.id, facilityId)),
  );
  return row;
}

/** A live partnership by id, if the reader is one of its sides. */
export async function findOwnPartnership(
  db: Executor,
  readerFacilityId: string,
  partnershipId: string,
): Promise<PartnershipRow | undefined> {
  const [row] = await partnershipsOf(db, readerFacilityId).where(
    and(isNull(facilityPartners.deletedAt), eq(facilityPartners.id, partnershipId)),
  );
  return row;
}

export async function insertPartnership(
  db: Executor,
  partnership: { facilityId: string; partnerFacilityId: string; kind: TPartnerKind; createdById: string; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(facilityPartners).values(partnership).returning({ id: facilityPartners.id });
  if (!row) throw new Error('Partnership was not created');
  return row.id;
}

/** Partnerships a new broker takes over from its inviter; pairs that already exist are kept as they are. */
export async function insertPartnershipsIfMissing(
  db: Executor,
  partnerships: { facilityId: string; partnerFacilityId: string; kind: TPartnerKind; createdById: string; createdAt: Date }[],
): Promise<void> {
  if (partnerships.length === 0) return;
  await db.insert(facilityPartners).values(partnerships).onConflictDoNothing();
}

export async function endPartnership(db: Executor, partnershipId: string, now: Date): Promise<void> {
  await db.update(facilityPartners).set({ deletedAt: now }).where(eq(facilityPartners.id, partnershipId));
}

export interface ContactRow {
  facilityId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
}

/** Each facility's first Admin user (the earliest one still there). */
export async function findFirstAdmins(db: Executor, facilityIds: readonly string[]): Promise<Map<string, ContactRow>> {
  if (facilityIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([users.facilityId], {
      facilityId: sql<string>`${users.facilityId}`,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(and(inArray(users.facilityId, [...facilityIds]), isNull(users.deletedAt), eq(users.userType, 'Admin')))
    .orderBy(users.facilityId, asc(users.createdAt), asc(users.id));
  return new Map(rows.map((row) => [row.facilityId, row]));
}

export interface FarmRow {
  id: string;
  code: string | null;
  name: string;
  farmGroupId: string;
}

/** The live farms of each farm group, by farm ID. */
export async function findFarms(db: Executor, groupIds: readonly string[]): Promise<Map<string, FarmRow[]>> {
  const byGroup = new Map<string, FarmRow[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ id: facilities.id, code: facilities.code, name: facilities.name, farmGroupId: sql<string>`${facilities.farmGroupId}` })
    .from(facilities)
    .where(and(inArray(facilities.farmGroupId, [...groupIds]), isNull(facilities.deletedAt)))
    .orderBy(asc(facilities.code), asc(facilities.name));
  for (const row of rows) byGroup.set(row.farmGroupId, [...(byGroup.get(row.farmGroupId) ?? []), row]);
  return byGroup;
}

/** Whether a live user already has this e-mail address (any case) or phone number. */
export async function findContactClashes(
  db: Executor,
  email: string,
  phoneNumber: string | undefined,
): Promise<{ email: boolean; phoneNumber: boolean }> {
  const rows = await db
    .select({ email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(sql`lower(${users.email}) = ${email.toLowerCase()}`, phoneNumber ? eq(users.phoneNumber, phoneNumber) : undefined),
      ),
    );
  return {
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
    phoneNumber: phoneNumber !== undefined && rows.some((row) => row.phoneNumber === phoneNumber),
  };
}
