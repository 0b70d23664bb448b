import { ZErrorResponse, ZFieldError, type TFieldError } from '@opentrace/domain';

/**
 * A failed API call. `status` 0 means no HTTP answer arrived (network down, server unreachable).
 * `fieldErrors` is filled for 400 validation failures and 409 conflicts (an e-mail already in use)
 * so forms can show each message beside its field; `sessionEnded` marks a 401 that already signed
 * the user out, so no one toasts it again.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: readonly TFieldError[];
  readonly details: unknown;
  readonly sessionEnded: boolean;

  constructor(options: {
    status: number;
    code?: string;
    message?: string;
    fieldErrors?: readonly TFieldError[];
    details?: unknown;
    sessionEnded?: boolean;
  }) {
    super(options.message ?? '');
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code ?? '';
    this.fieldErrors = options.fieldErrors ?? [];
    this.details = options.details;
    this.sessionEnded = options.sessionEnded ?? false;
  }
}

function readFieldErrors(details: unknown): TFieldError[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((item) => {
    const parsed = ZFieldError.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Statuses whose `details` name the fields at fault. */
const FIELD_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 409]);

/** Maps an HTTP failure and its (possibly non-JSON) body to an ApiError. */
export function toApiError(status: number, body: unknown, sessionEnded = false): ApiError {
  const parsed = ZErrorResponse.safeParse(body);
  if (!parsed.success) return new ApiError({ status, sessionEnded });
  const { error, message, details } = parsed.data;
  return new ApiError({
    status,
    code: error,
    message,
    details,
    fieldErrors: FIELD_ERROR_STATUSES.has(status) ? readFieldErrors(details) : [],
    sessionEnded,
  });
}

/** The text to show for any thrown value: the server's message, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : fallback;
}

export type TApiClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Called on a 401 while a session was stored: the app signs out and returns to sign-in. */
  onUnauthorized: () => void;
  baseUrl?: string;
};

export type TRequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Extra headers; they win over the defaults (used by sign-out, after the session is cleared). */
  headers?: Record<string, string>;
};

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(baseUrl: string, path: string, query: TRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(deps: TApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '';

  async function request<T>(method: TMethod, path: string, options: TRequestOptions = {}): Promise<T> {
    const token = deps.getToken();
    const headers = new Headers({ Accept: 'application/json', Language: deps.getLanguage() });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(baseUrl, path, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError({ status: 0 });
    }

    const payload = await readBody(response);
    if (response.ok) return payload as T;

    const sessionEnded = response.status === 401 && token !== null;
    if (sessionEnded) deps.onUnauthorized();
    throw toApiError(response.status, payload, sessionEnded);
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<TRequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: TRequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: TRequestOptions) => request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: TRequestOptions) => request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: TRequestOptions) => request<T>('DELETE', path, options),
  };
}

export type TApiClient = ReturnType<typeof createApiClient>;
