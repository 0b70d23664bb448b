import { describe, expect, it } from 'vitest';
import { cameraProblem, scanRegion } from './camera.ts';

describe('cameraProblem', () => {
  it('tells a refused camera from a missing one', () => {
    expect(cameraProblem({ name: 'NotAllowedError' })).toBe('denied');
    expect(cameraProblem({ name: 'SecurityError' })).toBe('denied');
    expect(cameraProblem({ name: 'NotFoundError' })).toBe('notFound');
    expect(cameraProblem('Camera streaming not supported by the browser.')).toBe('notFound');
    expect(cameraProblem(undefined)).toBe('notFound');
  });
});

describe('scanRegion', () => {
  it('maps the on-screen square to camera pixels when the video is shown smaller than it is', () => {
    // A 640 × 480 camera shown 408 px wide: the 300-px square covers 471 camera pixels.
    expect(scanRegion({ videoWidth: 640, videoHeight: 480, clientWidth: 408 }, 300)).toEqual({ x: 85, y: 5, side: 471 });
  });

  it('never reaches outside the picture', () => {
    expect(scanRegion({ videoWidth: 640, videoHeight: 480, clientWidth: 320 }, 300)).toEqual({ x: 80, y: 0, side: 480 });
    expect(scanRegion({ videoWidth: 1920, videoHeight: 1080, clientWidth: 1920 }, 300)).toEqual({ x: 810, y: 390, side: 300 });
  });

  it('uses the camera size as it is before the video is laid out', () => {
    expect(scanRegion({ videoWidth: 640, videoHeight: 480, clientWidth: 0 }, 300)).toEqual({ x: 170, y: 90, side: 300 });
  });
});
