import { USER_STATUS } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  byProducts,
  events,
  facilities,
  facilityItems,
  facilityPartners,
  facilityRoleAttributeValues,
  indicators,
  products,
  qrCodeBatches,
  qrCodes,
  roleAttributes,
  transactionItems,
  transactions,
  transformationItems,
  transformations,
  users,
} from '../../db/schema/index.ts';

/*
 * The one place the test worlds write rows straight into tables. Everything else goes through the
 * services (builders.ts). A row is written here only where no service makes it the way a test needs:
 * - facilities without a user: farm groups and their farms (made only by the spreadsheet import),
 *   transporters, brokers and partners nobody has signed up for yet;
 * - partnerships the partner forms refuse (a broker for a role that may not deal through one);
 * - role attributes and profile answers for one role, without resubmitting the whole role set-up;
 * - the cotton indicator list, loaded independently of the indicator importer so tests can check it;
 * - products, trades, transformations and by-products at exact dates, figures and states (deleted,
 *   sold, outside the windows) that the activity services rightly refuse or would compute themselves;
 * - QR labels with chosen codes and statuses, where the generator makes random ones;
 * - an invited user made active without the e-mailed sign-up (only an active user can be deactivated).
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export async function insertFacilityRow(db: Database, values: Insert<typeof facilities>): Promise<string> {
  const [row] = await db.insert(facilities).values(values).returning({ id: facilities.id });
  return row!.id;
}

export async function insertPartnershipRow(db: Database, values: Insert<typeof facilityPartners>): Promise<string> {
  const [row] = await db.insert(facilityPartners).values(values).returning({ id: facilityPartners.id });
  return row!.id;
}

export async function insertRoleAttributeRow(db: Database, values: Insert<typeof roleAttributes>): Promise<string> {
  const [row] = await db.insert(roleAttributes).values(values).returning({ id: roleAttributes.id });
  return row!.id;
}

/** A facility's answer to one role attribute, replacing an earlier answer. */
export async function upsertAttributeValueRow(db: Database, values: Insert<typeof facilityRoleAttributeValues>): Promise<void> {
  await db
    .insert(facilityRoleAttributeValues)
    .values(values)
    .onConflictDoUpdate({
      target: [facilityRoleAttributeValues.facilityId, facilityRoleAttributeValues.attributeId],
      set: { value: values.value },
    });
}

export async function insertIndicatorRow(db: Database, values: Insert<typeof indicators>): Promise<string> {
  const [row] = await db.insert(indicators).values(values).returning({ id: indicators.id });
  return row!.id;
}

export async function insertProductRows(db: Database, values: Insert<typeof products>[]): Promise<{ id: string; code: string }[]> {
  return db.insert(products).values(values).returning({ id: products.id, code: products.code });
}

/** Who holds which product; a holding already there is kept. */
export async function insertHoldingRows(db: Database, values: Insert<typeof facilityItems>[]): Promise<void> {
  await db.insert(facilityItems).values(values).onConflictDoNothing();
}

export async function insertTransactionRow(db: Database, values: Insert<typeof transactions>): Promise<string> {
  const [row] = await db.insert(transactions).values(values).returning({ id: transactions.id });
  return row!.id;
}

export async function insertTransactionItemRows(db: Database, values: Insert<typeof transactionItems>[]): Promise<void> {
  await db.insert(transactionItems).values(values);
}

export async function insertTransformationRow(db: Database, values: Insert<typeof transformations>): Promise<string> {
  const [row] = await db.insert(transformations).values(values).returning({ id: transformations.id });
  return row!.id;
}

export async function insertTransformationItemRows(db: Database, values: Insert<typeof transformationItems>[]): Promise<void> {
  await db.insert(transformationItems).values(values);
}

export async function insertByProductRow(db: Database, values: Insert<typeof byProducts>): Promise<string> {
  const [row] = await db.insert(byProducts).values(values).returning({ id: byProducts.id });
  return row!.id;
}

/** The event that shows an activity in the facility's history. */
export async function insertEventRow(db: Database, values: Insert<typeof events>): Promise<string> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

export async function insertQrBatchRow(db: Database, values: Insert<typeof qrCodeBatches>): Promise<string> {
  const [row] = await db.insert(qrCodeBatches).values(values).returning({ id: qrCodeBatches.id });
  return row!.id;
}

export async function insertQrCodeRows(db: Database, values: Insert<typeof qrCodes>[]): Promise<{ id: string; code: string }[]> {
  return db.insert(qrCodes).values(values).returning({ id: qrCodes.id, code: qrCodes.code });
}

export async function activateUserRow(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ status: USER_STATUS.ACTIVE }).where(eq(users.id, userId));
}
