import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX } from '../test/authorization/index.ts';
import { type AuthorizationMatrixApp, ENDS_SESSION, startAuthorizationMatrixApp } from '../test/authorization/matrix-app.ts';

/** Apart from the rest of the matrix: these calls sign callers out and delete their accounts. */
let matrix: AuthorizationMatrixApp;
beforeAll(async () => {
  matrix = await startAuthorizationMatrixApp();
});
afterAll(async () => matrix.close());

describe('authorisation matrix', () => {
  it('lets exactly the expected callers past the guards of routes that end a session', async () => {
    const routes = AUTHORIZATION_MATRIX.flatMap((fragment) => Object.entries(fragment.routes).filter(([route]) => ENDS_SESSION.has(route)));
    expect(routes.map(([route]) => route).sort()).toEqual([...ENDS_SESSION].sort());
    expect(await matrix.mismatches(routes)).toEqual([]);
  });
});
