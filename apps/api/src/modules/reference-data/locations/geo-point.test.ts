import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, coarsen, distanceKm, type GeoPoint } from './geo-point.ts';

/** The point `km` away from `from` in the direction `bearing` (radians from north), on a sphere. */
function destination(from: GeoPoint, bearing: number, km: number): GeoPoint {
  const angular = km / 6371.0088;
  const φ1 = (from.latitude * Math.PI) / 180;
  const λ1 = (from.longitude * Math.PI) / 180;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(angular) + Math.cos(φ1) * Math.sin(angular) * Math.cos(bearing));
  const λ2 = λ1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(φ1), Math.cos(angular) - Math.sin(φ1) * Math.sin(φ2));
  const longitude = (((λ2 * 180) / Math.PI + 540) % 360) - 180;
  return { latitude: (φ2 * 180) / Math.PI, longitude };
}

const LAHORE = { latitude: 31.5204, longitude: 74.3587 };
const KARACHI = { latitude: 24.8607, longitude: 67.0011 };

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(LAHORE, KARACHI)).toBeCloseTo(1032, -1);
    expect(distanceKm(LAHORE, LAHORE)).toBe(0);
    expect(distanceKm({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 })).toBeCloseTo(22.2, 0);
  });
});

describe('coarsen', () => {
  it('keeps two decimals, about a kilometre', () => {
    expect(coarsen({ latitude: 30.19679, longitude: -71.47812 })).toEqual({ latitude: 30.2, longitude: -71.48 });
    expect(distanceKm(LAHORE, coarsen(LAHORE))).toBeLessThan(1);
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius', () => {
    // Integers scaled down: fc.double favours tiny values, and the edges matter here.
    const centre = fc.record({
      latitude: fc.integer({ min: -8900, max: 8900 }).map((value) => value / 100),
      longitude: fc.integer({ min: -18000, max: 18000 }).map((value) => value / 100),
    });
    const bearing = fc.integer({ min: 0, max: 359 }).map((degrees) => (degrees * Math.PI) / 180);
    // Points on the edge of the circle are where a too-small box would show.
    const distance = fc.oneof(
      fc.constant(29.999),
      fc.integer({ min: 0, max: 29_999 }).map((metres) => metres / 1000),
    );
    fc.assert(
      fc.property(centre, bearing, distance, (from, angle, km) => {
        const other = destination(from, angle, km);
        const box = boundingBox(from, 30);
        expect(other.latitude).toBeGreaterThanOrEqual(box.minLatitude);
        expect(other.latitude).toBeLessThanOrEqual(box.maxLatitude);
        if (box.longitude) {
          expect(other.longitude).toBeGreaterThanOrEqual(box.longitude.min);
          expect(other.longitude).toBeLessThanOrEqual(box.longitude.max);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('drops the longitude band where it would wrap around the antimeridian', () => {
    expect(boundingBox({ latitude: 0, longitude: 179.9 }, 30).longitude).toBeNull();
    expect(boundingBox(LAHORE, 30).longitude).not.toBeNull();
  });
});
