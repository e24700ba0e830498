/**
 * The browser's HTTP client for the product API (/api/epc). Every call resolves to
 * `{ data, status, error }`: errors are returned, never thrown, so a form can show them without a
 * try/catch. Messages come translated by the server (`?lang=`); a network failure has no server
 * message, so it comes back as status 0 with the code 'network' for the caller to translate.
 *
 * - Idempotent requests (GET, HEAD, PUT, DELETE) are retried on 408, 409, 425, 429, 500, 502,
 *   503 and 504, and on network failures, at most 3 times with exponential backoff and jitter
 *   (about 300 ms, 600 ms, 1.2 s). A Retry-After the server sends is honoured when it is short;
 *   a longer one (a lockout) ends the retries and the answer is returned as it is.
 * - POST is never retried: a sign-up or a login sent twice is not the same as sent once.
 * - A 401 from a member endpoint triggers one silent refresh (POST /api/epc/auth/refresh) and one
 *   replay of the request. The session endpoints themselves are never refreshed.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type ApiFieldErrors = Record<string, { code: string; message: string }[]>

export type ApiErrorBody = {
  code: string
  message: string
  fieldErrors?: ApiFieldErrors
}

export type ApiResult<T> = {
  data: T | null
  status: number
  error: ApiErrorBody | null
}

export type ApiRequestOptions = {
  method?: HttpMethod
  /** Sent as JSON. */
  body?: unknown
  /** Added to the URL's query string; null and undefined values are skipped. */
  query?: Record<string, string | null | undefined>
  /** The language of the answer's messages (`?lang=`). */
  lang?: string
  signal?: AbortSignal
}

export type ApiClientOptions = {
  /** Injected in tests; the global fetch otherwise (read at call time). */
  fetch?: typeof fetch
  /** Waits `ms`; resolves early (without throwing) when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** A number in [0, 1): the jitter. */
  random?: () => number
  maxRetries?: number
  baseDelayMs?: number
  /** The longest wait a Retry-After may ask for before the client gives up retrying. */
  maxRetryAfterMs?: number
}

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'PUT', 'DELETE'])

const REFRESH_PATH = '/api/epc/auth/refresh'
const MEMBER_API_PREFIX = '/api/epc/'
const SESSION_API_PREFIX = '/api/epc/auth/'
/** Under /auth/ but a member endpoint: changing the password needs the session. */
const MEMBER_AUTH_PATHS: ReadonlySet<string> = new Set(['/api/epc/auth/password'])

const DEFAULT_MAX_RETRIES = 3
const DEFAULT_BASE_DELAY_MS = 300
const DEFAULT_MAX_RETRY_AFTER_MS = 5_000
/** ±20 % around the nominal delay, so clients that failed together do not retry together. */
const JITTER_RATIO = 0.2

function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status)
}

function isIdempotentMethod(method: HttpMethod): boolean {
  return IDEMPOTENT_METHODS.has(method)
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** Endpoints whose 401 means "the access token expired": worth one refresh. */
export function canRefreshFor(url: string): boolean {
  const path = pathOf(url)
  if (!path.startsWith(MEMBER_API_PREFIX)) return false
  return !path.startsWith(SESSION_API_PREFIX) || MEMBER_AUTH_PATHS.has(path)
}

/** 300, 600, 1200 ms… for retries 0, 1, 2, spread by the jitter. */
export function computeBackoffMs(retry: number, random: () => number, baseDelayMs: number) {
  const nominal = baseDelayMs * 2 ** retry
  return Math.round(nominal * (1 - JITTER_RATIO + 2 * JITTER_RATIO * random()))
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function parseRetryAfterMs(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

export function buildUrl(
  path: string,
  query: ApiRequestOptions['query'],
  lang: string | undefined,
): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, value)
  }
  if (lang) params.set('lang', lang)
  const search = params.toString()
  if (search === '') return path
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done, { once: true })
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readFieldErrors(value: unknown): ApiFieldErrors | undefined {
  if (!isRecord(value)) return undefined
  const fieldErrors: ApiFieldErrors = {}
  for (const [field, errors] of Object.entries(value)) {
    if (!Array.isArray(errors)) continue
    fieldErrors[field] = errors.filter(isRecord).map((error) => ({
      code: typeof error.code === 'string' ? error.code : 'invalid',
      message: typeof error.message === 'string' ? error.message : '',
    }))
  }
  return fieldErrors
}

function readError(value: unknown, status: number): ApiErrorBody {
  if (!isRecord(value) || typeof value.code !== 'string') {
    // Not one of our answers (a proxy's error page): the caller shows its generic message.
    return { code: status >= 500 ? 'technical' : `http${status}`, message: '' }
  }
  const fieldErrors = readFieldErrors(value.fieldErrors)
  return {
    code: value.code,
    message: typeof value.message === 'string' ? value.message : '',
    ...(fieldErrors ? { fieldErrors } : {}),
  }
}

/** Sign-up answers inside an envelope ({ data, status, error }): read it as the other answers. */
function isEnvelope(value: unknown): value is { data: unknown; status: number; error: unknown } {
  return isRecord(value) && 'data' in value && 'error' in value && typeof value.status === 'number'
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? ''
  if (response.status === 204 || !type.includes('json')) return null
  try {
    return await response.json()
  } catch {
    return null
  }
}

async function toResult<T>(response: Response): Promise<ApiResult<T>> {
  const body = await readBody(response)
  if (isEnvelope(body)) {
    return {
      data: body.error ? null : ((body.data ?? null) as T | null),
      status: response.status,
      error: body.error || !response.ok ? readError(body.error, response.status) : null,
    }
  }
  if (!response.ok)
    return { data: null, status: response.status, error: readError(body, response.status) }
  return { data: body as T | null, status: response.status, error: null }
}

const networkFailure = <T>(): ApiResult<T> => ({
  data: null,
  status: 0,
  error: { code: 'network', message: '' },
})
const aborted = <T>(): ApiResult<T> => ({
  data: null,
  status: 0,
  error: { code: 'aborted', message: '' },
})

export function createApiClient(options: ApiClientOptions = {}) {
  const sleep = options.sleep ?? defaultSleep
  const random = options.random ?? Math.random
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS
  const fetchImpl: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init)

  // Requests that fail together share one refresh: the refresh token is rotated on each use.
  let refreshing: Promise<boolean> | null = null

  function refreshSession(lang: string | undefined): Promise<boolean> {
    refreshing ??= fetchImpl(buildUrl(REFRESH_PATH, undefined, lang), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    })
      .then((response) => response.ok)
      .catch(() => false)
      .finally(() => {
        refreshing = null
      })
    return refreshing
  }

  async function apiRequest<T>(
    path: string,
    request: ApiRequestOptions = {},
  ): Promise<ApiResult<T>> {
    const method = request.method ?? 'GET'
    const { signal } = request
    const url = buildUrl(path, request.query, request.lang)
    const hasBody = request.body !== undefined && method !== 'GET' && method !== 'HEAD'
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers: hasBody
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal,
    }
    const mayRetry = isIdempotentMethod(method)
    let retries = 0
    let refreshed = false

    for (;;) {
      if (signal?.aborted) return aborted()
      let response: Response | null = null
      try {
        response = await fetchImpl(url, init)
      } catch {
        if (signal?.aborted) return aborted()
      }

      if (response?.status === 401 && !refreshed && canRefreshFor(url)) {
        refreshed = true
        if (await refreshSession(request.lang)) continue
        return toResult<T>(response)
      }

      const failed = response === null || isRetryableStatus(response.status)
      if (!failed || !mayRetry || retries >= maxRetries) {
        return response ? toResult<T>(response) : networkFailure()
      }

      let delay = computeBackoffMs(retries, random, baseDelayMs)
      if (response) {
        const retryAfter = parseRetryAfterMs(response.headers.get('retry-after'), Date.now())
        // Longer than a person waits on a form (e.g. a 4-minute lockout): answer now instead.
        if (retryAfter !== null && retryAfter > maxRetryAfterMs) return toResult<T>(response)
        if (retryAfter !== null) delay = Math.max(delay, retryAfter)
      }
      retries += 1
      await sleep(delay, signal)
    }
  }

  return { apiRequest }
}

const defaultClient = createApiClient()

/** Calls the product API from the browser; see the module comment for retries and refresh. */
export const apiRequest = defaultClient.apiRequest
