import type { ErrorCode } from '../../shared/error-codes';
import { ERROR_CODES, errorCodeForStatus } from '../../shared/error-codes';
import { rateLimitSessionId } from './session-id';

/**
 * A non-2xx answer from our server: `{ error: { code, message, fields? } }`, or a network failure
 * (status 0). `fields` holds a localised message per invalid input field.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: ErrorCode | 'NETWORK',
    message: string,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Query = Record<string, string | number | undefined | null>;

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function toFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function toErrorCode(value: unknown, status: number): ErrorCode {
  if (typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value))
    return value as ErrorCode;
  return errorCodeForStatus(status);
}

async function request<T>(
  method: string,
  path: string,
  options: { query?: Query; body?: unknown; signal?: AbortSignal },
) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Session-Id': rateLimitSessionId(),
  };
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang) headers['Accept-Language'] = lang;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
  }

  const text = await response.text();
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  if (!response.ok) {
    const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)
      ?.error;
    const message = typeof error?.message === 'string' ? error.message : response.statusText;
    throw new ApiError(
      response.status,
      toErrorCode(error?.code, response.status),
      message,
      toFields(error?.fields),
    );
  }
  return payload as T;
}

export function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return request<T>('GET', path, { query, signal });
}

export function apiPost<T>(path: string, body: unknown = {}): Promise<T> {
  return request<T>('POST', path, { body });
}

export function apiPatch<T>(path: string, body: unknown = {}): Promise<T> {
  return request<T>('PATCH', path, { body });
}

export function apiPut<T>(path: string, body: unknown = {}): Promise<T> {
  return request<T>('PUT', path, { body });
}

export function apiDelete<T = null>(path: string): Promise<T> {
  return request<T>('DELETE', path, {});
}
