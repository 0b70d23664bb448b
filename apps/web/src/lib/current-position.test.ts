import { describe, expect, it } from 'vitest';
import { currentPosition } from './current-position.ts';

type TCallbacks = Parameters<Geolocation['getCurrentPosition']>;

function fakeGeolocation(answer: (success: TCallbacks[0], failure: NonNullable<TCallbacks[1]>) => void) {
  return { getCurrentPosition: (success: TCallbacks[0], failure?: TCallbacks[1]) => answer(success, failure!) };
}

describe('currentPosition', () => {
  it('resolves with the coordinates the browser finds', async () => {
    const geolocation = fakeGeolocation((success) => success({ coords: { latitude: 30.1968, longitude: 71.4782 } } as GeolocationPosition));
    await expect(currentPosition(geolocation)).resolves.toEqual({ latitude: 30.1968, longitude: 71.4782 });
  });

  it('rejects when the user refuses or the browser cannot locate the device', async () => {
    const refused = fakeGeolocation((_success, failure) =>
      failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    await expect(currentPosition(refused)).rejects.toThrow('User denied Geolocation');
    const timedOut = fakeGeolocation((_success, failure) => failure({ code: 3, message: '' } as GeolocationPositionError));
    await expect(currentPosition(timedOut)).rejects.toThrow('Geolocation error 3');
  });

  it('rejects when the browser has no geolocation at all', async () => {
    await expect(currentPosition(undefined)).rejects.toThrow();
  });
});
