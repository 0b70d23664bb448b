import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, errorMessage, type TApiClientDeps } from './api-client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(response: Response | Error, token: string | null = 'token-1') {
  const fetch = vi.fn<TApiClientDeps['fetch']>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const onUnauthorized = vi.fn();
  const client = createApiClient({ fetch, getToken: () => token, getLanguage: () => 'ur', onUnauthorized });
  return { client, fetch, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client requests', () => {
  it('sends the bearer token, the Language header and a JSON body', async () => {
    const { client, fetch } = setup(jsonResponse(200, { ok: true }));
    await expect(client.post('/auth/login', { email: 'a@b.org' })).resolves.toEqual({ ok: true });

    const [url, init] = fetch.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(url).toBe('/auth/login');
    expect(init.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Language')).toBe('ur');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.org"}');
  });

  it('sends no Authorization header without a session', async () => {
    const { client, fetch } = setup(jsonResponse(200, {}), null);
    await client.get('/api/users/me', { query: { page: 2, sort: undefined } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/users/me?page=2');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('resolves an empty 204 answer to undefined', async () => {
    const { client } = setup(new Response(null, { status: 204 }));
    await expect(client.delete('/partners/1')).resolves.toBeUndefined();
  });
});

describe('api client errors', () => {
  it('turns a 400 into field errors a form can place beside its fields', async () => {
    const { client, onUnauthorized } = setup(
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are not valid.',
        details: [
          { path: 'email', message: 'Invalid email' },
          { path: 'password', message: 'This password is required' },
          { unexpected: true },
        ],
      }),
    );
    const error = await failure(client.post('/auth/login', {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields are not valid.');
    expect(error.fieldErrors).toEqual([
      { path: 'email', message: 'Invalid email' },
      { path: 'password', message: 'This password is required' },
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads the field of a 409 conflict too, so a duplicate e-mail shows beside the e-mail field', async () => {
    const { client } = setup(
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'A user with this e-mail already exists.',
        details: [{ path: 'email', message: 'A user with this e-mail already exists.' }],
      }),
    );
    const error = await failure(client.post('/api/users/invite', {}));
    expect(error.status).toBe(409);
    expect(error.fieldErrors).toEqual([{ path: 'email', message: 'A user with this e-mail already exists.' }]);
  });

  it('signs out on a 401 when a session was stored', async () => {
    const { client, onUnauthorized } = setup(
      jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Your session has expired.' }),
    );
    const error = await failure(client.get('/api/users/me'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error.sessionEnded).toBe(true);
    expect(error.message).toBe('Your session has expired.');
  });

  it('keeps a 401 without a session (wrong password) as an ordinary error with its message', async () => {
    const { client, onUnauthorized } = setup(
      jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' }),
      null,
    );
    const error = await failure(client.post('/auth/login', {}));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error.sessionEnded).toBe(false);
    expect(errorMessage(error, 'fallback')).toBe('Invalid email or password.');
  });

  it('carries the server message of other failures, without field errors', async () => {
    const { client } = setup(
      jsonResponse(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: 'You do not have permission to do this.',
        details: [{ path: 'x', message: 'y' }],
      }),
    );
    const error = await failure(client.get('/api/roles'));
    expect(error.status).toBe(403);
    expect(error.code).toBe('Forbidden');
    expect(error.fieldErrors).toEqual([]);
    expect(errorMessage(error, 'fallback')).toBe('You do not have permission to do this.');
  });

  it('falls back to the generic text when the body is not the error shape', async () => {
    const { client } = setup(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await failure(client.get('/api/health'));
    expect(error.status).toBe(502);
    expect(errorMessage(error, 'Something went wrong. Please try again.')).toBe('Something went wrong. Please try again.');
  });

  it('reports a network failure as status 0 with the generic text', async () => {
    const { client } = setup(new TypeError('Failed to fetch'));
    const error = await failure(client.get('/api/health'));
    expect(error.status).toBe(0);
    expect(errorMessage(error, 'generic')).toBe('generic');
    expect(errorMessage(new Error('boom'), 'generic')).toBe('generic');
  });

  it('lets an aborted request reject with the abort itself', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    const { client } = setup(abort);
    await expect(client.get('/api/health', { signal: controller.signal })).rejects.toBe(abort);
  });
});
