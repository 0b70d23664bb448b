import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX } from '../test/authorization/index.ts';
import { ALL_ROUTES, type AuthorizationMatrixApp, ENDS_SESSION, startAuthorizationMatrixApp } from '../test/authorization/matrix-app.ts';

let matrix: AuthorizationMatrixApp;
beforeAll(async () => {
  matrix = await startAuthorizationMatrixApp();
});
afterAll(async () => matrix.close());

describe('authorisation matrix', () => {
  it('has an entry for every route the app registers, and none for routes that do not exist', () => {
    expect([...matrix.t.app.apiRoutes].sort()).toEqual([...ALL_ROUTES].sort());
  });

  it.each(AUTHORIZATION_MATRIX.map((fragment) => [fragment.module, fragment] as const))(
    'lets exactly the expected callers past each guard of %s',
    async (_module, fragment) => {
      const routes = Object.entries(fragment.routes).filter(([route]) => !ENDS_SESSION.has(route));
      expect(await matrix.mismatches(routes)).toEqual([]);
    },
  );
});
