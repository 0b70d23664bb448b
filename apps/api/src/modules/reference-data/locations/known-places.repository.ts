import { and, between, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { knownPlaces } from '../../../db/schema/index.ts';
import { coarsen, boundingBox, type GeoPoint } from './geo-point.ts';

export interface KnownPlace {
  point: GeoPoint;
  districtId: string;
}

/** Remembers the district a reverse-geocoding provider placed a point in. */
export async function rememberLearnedPlace(db: Executor, point: GeoPoint, districtId: string): Promise<void> {
  const { latitude, longitude } = coarsen(point);
  await db
    .insert(knownPlaces)
    .values({ latitude, longitude, districtId })
    .onConflictDoUpdate({
      target: [knownPlaces.latitude, knownPlaces.longitude],
      targetWhere: isNull(knownPlaces.facilityId),
      set: { districtId, updatedAt: sql`now()` },
    });
}

/**
 * Remembers where a facility is: for the profile and facility-group imports that record a
 * facility's GPS point with its district. One place per facility, replaced on change; it
 * outlives a soft-deleted facility, since the district of that point is still true.
 */
export async function rememberFacilityPlace(db: Executor, facilityId: string, point: GeoPoint, districtId: string): Promise<void> {
  const { latitude, longitude } = coarsen(point);
  await db
    .insert(knownPlaces)
    .values({ latitude, longitude, districtId, facilityId })
    .onConflictDoUpdate({ target: knownPlaces.facilityId, set: { latitude, longitude, districtId, updatedAt: sql`now()` } });
}

/**
 * The known place nearest to a point among those within the bounding box of `radiusKm`
 * (ranked by a flat-earth distance, which orders nearby points the same as the true one).
 */
export async function findNearestKnownPlace(db: Executor, point: GeoPoint, radiusKm: number): Promise<KnownPlace | undefined> {
  const box = boundingBox(point, radiusKm);
  const longitudeScale = Math.cos((point.latitude * Math.PI) / 180);
  const longitudeGap = sql`least(abs(${knownPlaces.longitude} - ${point.longitude}::double precision), 360 - abs(${knownPlaces.longitude} - ${point.longitude}::double precision))`;
  const [row] = await db
    .select({ latitude: knownPlaces.latitude, longitude: knownPlaces.longitude, districtId: knownPlaces.districtId })
    .from(knownPlaces)
    .where(
      and(
        between(knownPlaces.latitude, box.minLatitude, box.maxLatitude),
        box.longitude ? between(knownPlaces.longitude, box.longitude.min, box.longitude.max) : undefined,
      ),
    )
    .orderBy(
      sql`power(${knownPlaces.latitude} - ${point.latitude}::double precision, 2) + power(${longitudeGap} * ${longitudeScale}::double precision, 2)`,
    )
    .limit(1);
  return row ? { point: { latitude: row.latitude, longitude: row.longitude }, districtId: row.districtId } : undefined;
}
