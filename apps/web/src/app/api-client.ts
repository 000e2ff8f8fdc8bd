import type { TErrorBody } from '@estadia/shared';
import { clearSession, readSession } from './session.ts';

/** Every failed call becomes this error (spec §8), whatever the server or the network did. */
export class ApiError extends Error implements TErrorBody {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly additionalData: unknown = null,
  ) {
    super(message);
  }
}

export type TQueryValue = string | number | boolean | null | undefined | (string | number)[];
export type TQuery = Record<string, TQueryValue>;

export function toSearchParams(query: TQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

function onUnauthorized() {
  // Spec §8: a 401 clears the stored session (user and selected owner) and reloads; the router then shows login.
  clearSession();
  window.location.reload();
}

async function send(method: string, path: string, options: { query?: TQuery; body?: unknown; form?: FormData }) {
  const params = toSearchParams(options.query);
  const url = `/api${path}${params.size ? `?${params}` : ''}`;
  const headers: Record<string, string> = {};
  const token = readSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body });
  } catch {
    throw new ApiError(0, 'Network Error', 'Erro de conexão!');
  }
  if (response.ok) return response;
  if (response.status === 401 && token) onUnauthorized();
  let parsed: Partial<TErrorBody> | null = null;
  try {
    parsed = (await response.json()) as Partial<TErrorBody>;
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed.message !== 'string') {
    throw new ApiError(response.status, response.statusText || 'Error', 'Erro de conexão!');
  }
  throw new ApiError(
    parsed.statusCode ?? response.status,
    parsed.error ?? response.statusText,
    parsed.message,
    parsed.additionalData ?? null,
  );
}

async function json<T>(
  method: string,
  path: string,
  options: { query?: TQuery; body?: unknown; form?: FormData } = {},
) {
  const response = await send(method, path, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Typed calls to the API under /api with the stored bearer token. */
export const api = {
  get: <T>(path: string, query?: TQuery) => json<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown, query?: TQuery) => json<T>('POST', path, { body, query }),
  put: <T>(path: string, body?: unknown) => json<T>('PUT', path, { body }),
  del: <T>(path: string, query?: TQuery) => json<T>('DELETE', path, { query }),
  upload: <T>(path: string, form: FormData, query?: TQuery) => json<T>('POST', path, { form, query }),
  /** A file answer (reports): the bytes and the server's file name. */
  async download(path: string, query?: TQuery) {
    const response = await send('GET', path, { query });
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'arquivo';
    return { blob: await response.blob(), fileName };
  },
};

/** Turns a stored upload reference into its URL (spec §7.4). */
export function fileUrl(reference: string | null | undefined) {
  if (!reference) return '';
  if (/^(https?:|data:|blob:|\/)/.test(reference)) return reference;
  return `/api/uploads/files/${reference}`;
}

export interface TListResponse<T> {
  data: T[];
  total: number;
}
