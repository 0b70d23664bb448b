/** A point on the earth in decimal degrees (WGS 84, as browsers and geocoders give it). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_OF_LATITUDE = 111.195;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Two decimals are about a kilometre: enough to tell which district a point lies in, too coarse
 * to keep where a person stood when they asked.
 */
export function coarsen(point: GeoPoint): GeoPoint {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { latitude: round(point.latitude), longitude: round(point.longitude) };
}

/**
 * The latitude band and, where it does not wrap around the antimeridian or a pole, the longitude
 * band that holds every point within `radiusKm`; a search outside them can skip those rows.
 */
export function boundingBox(
  point: GeoPoint,
  radiusKm: number,
): {
  minLatitude: number;
  maxLatitude: number;
  longitude: { min: number; max: number } | null;
} {
  const latitudeDelta = radiusKm / KM_PER_DEGREE_OF_LATITUDE;
  const minLatitude = point.latitude - latitudeDelta;
  const maxLatitude = point.latitude + latitudeDelta;
  const cosine = Math.cos(radians(Math.max(Math.abs(minLatitude), Math.abs(maxLatitude))));
  const nearPole = minLatitude <= -90 || maxLatitude >= 90 || cosine < 1e-6;
  const longitudeDelta = nearPole ? Infinity : latitudeDelta / cosine;
  const min = point.longitude - longitudeDelta;
  const max = point.longitude + longitudeDelta;
  return { minLatitude, maxLatitude, longitude: min < -180 || max > 180 ? null : { min, max } };
}
