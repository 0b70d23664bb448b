import { describe, expect, it } from 'vitest';
import { FEATURES } from './features.ts';

const repeated = (values: readonly (string | number)[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the features list', () => {
  it('gives every route to one feature only', () => {
    const publicPaths = FEATURES.flatMap((feature) => feature.publicRoutes ?? []).map((route) => route.path);
    const signedInPaths = FEATURES.flatMap((feature) => feature.signedInRoutes ?? []).map((route) => route.path);
    expect(repeated([...publicPaths, ...signedInPaths])).toEqual([]);
  });

  it('gives every menu item its own id and its own place', () => {
    const items = FEATURES.flatMap((feature) => feature.menu ?? []);
    expect(repeated(items.map((item) => item.id))).toEqual([]);
    expect(repeated(items.map((item) => item.position))).toEqual([]);
  });

  it('offers in the menu only screens a feature routes to', () => {
    const signedInPaths = new Set(FEATURES.flatMap((feature) => feature.signedInRoutes ?? []).map((route) => `/${route.path}`));
    const entryPaths = FEATURES.flatMap((feature) => feature.menu ?? []).flatMap((item) => ('path' in item ? [item.path] : []));
    expect(entryPaths.filter((path) => !signedInPaths.has(path))).toEqual([]);
  });
});
