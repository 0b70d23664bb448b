/** How long the browser may take to find the device, and how old a cached fix may be. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

export type TPosition = { latitude: number; longitude: number };

/**
 * The device's position from the browser's geolocation API. Rejects when the browser has no
 * such API, the user refuses, or no fix comes in time; callers show one message for all three.
 */
export function currentPosition(geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined): Promise<TPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message || `Geolocation error ${error.code}`)),
      POSITION_OPTIONS,
    );
  });
}
