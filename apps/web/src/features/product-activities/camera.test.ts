import { describe, expect, it } from 'vitest';
import { cameraProblem, scannerElementId } from './camera.ts';

describe('cameraProblem', () => {
  it('tells a refused camera from a missing one', () => {
    expect(cameraProblem({ name: 'NotAllowedError' })).toBe('denied');
    expect(cameraProblem({ name: 'SecurityError' })).toBe('denied');
    expect(cameraProblem({ name: 'NotFoundError' })).toBe('notFound');
    expect(cameraProblem('Camera streaming not supported by the browser.')).toBe('notFound');
    expect(cameraProblem(undefined)).toBe('notFound');
  });
});

describe('scannerElementId', () => {
  it('makes a React id usable as an element id for the scanner', () => {
    expect(scannerElementId('«r1»')).toBe('qr-scanner-r1');
    expect(scannerElementId(':r2:')).toBe('qr-scanner-r2');
  });
});
