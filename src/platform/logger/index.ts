import { destination as pinoDestination, pino, type Logger } from 'pino'

import { getEnv } from '../config/env'

/**
 * One pino logger per process (issue 23): JSON lines on stdout, shared with Payload
 * (`buildConfig({ logger })`), so our lines and Payload's have one format. Kept on globalThis:
 * the server (bundled by esbuild) and Next's handlers (bundled by Next) load their own copy of
 * this module and must write through the same logger. Secrets are removed by field name wherever
 * they appear (top level or one level down); never pass them on purpose all the same.
 */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'passwordVerify',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'authorization',
  'cookie',
  'set-cookie',
  'cardNumber',
  'cvipCardNumber',
  'apiKey',
  'key',
  'secret',
  'captcha',
]
const isIdentifier = (field: string) => /^[A-Za-z_$][\w$]*$/.test(field)
export const REDACTED_PATHS = [
  ...SECRET_FIELDS.map((field) => (isIdentifier(field) ? field : `["${field}"]`)),
  ...SECRET_FIELDS.map((field) => (isIdentifier(field) ? `*.${field}` : `*["${field}"]`)),
]

const KEY = Symbol.for('atout.loggers')

/**
 * stdout, one write per line: lines under 4 KB written whole stay whole when several web
 * processes share one pipe (ADR 0056), which batched writes would not guarantee. What made a line
 * costly was redaction, not the write: see create().
 */
function stdout() {
  return pinoDestination({ dest: 1, sync: true })
}

type Loggers = { base: Logger; requests: Logger; payload: Logger }

type PayloadErrorLike = { status: number; message: string }

/**
 * A mistake of the caller that Payload reports as an error of its own: an operational error (its
 * APIError family) with a 4xx status, such as a document not found, a forbidden read, a refused
 * query or value, or a version without its id.
 */
function clientError(args: readonly unknown[]): PayloadErrorLike | null {
  const [first] = args
  if (typeof first !== 'object' || first === null || !('err' in first)) return null
  const err = (first as { err: unknown }).err
  if (typeof err !== 'object' || err === null) return null
  const { isOperational, status, message } = err as Record<string, unknown>
  if (isOperational !== true || typeof status !== 'number' || status < 400 || status > 499)
    return null
  return { status, message: typeof message === 'string' ? message : 'Error' }
}

/** pino's error level (50) and above. */
const ERROR_LEVEL = 50

function create(): Loggers {
  const destination = stdout()
  const options = {
    level: getEnv().LOG_LEVEL,
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  }
  return {
    base: pino(
      { ...options, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
      destination,
    ),
    // Request lines have fixed fields and no secret: redaction would cost 25 µs a line, not 5
    // (measured: with it, one line per request took a fifth of init's throughput).
    requests: pino(options, destination),
    payload: pino(
      {
        ...options,
        redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
        hooks: {
          logMethod(args, method, level) {
            const refused = level >= ERROR_LEVEL ? clientError(args) : null
            if (!refused) return method.apply(this, args)
            // A failed staff login (401) or a rate limit (429) is worth a look, not an alarm.
            const seen = refused.status === 401 || refused.status === 429 ? 'warn' : 'info'
            this[seen]({ status: refused.status }, refused.message)
          },
        },
      },
      destination,
    ),
  }
}

function loggers(): Loggers {
  const holder = globalThis as { [KEY]?: Loggers }
  holder[KEY] ??= create()
  return holder[KEY]
}

/** The process's pino logger. */
export function getBaseLogger(): Logger {
  return loggers().base
}

/**
 * Payload's logger (`buildConfig({ logger })`): the same lines, except that an error Payload
 * reports for a caller's mistake (clientError: a 4xx of its APIError family) is written at info
 * (warn for 401 and 429) with its message and status, without its stack. Payload picks the level
 * by the error class's name (`loggingLevels`), and the production build minifies class names
 * ("A", "n"): every 403 and 404 of the CMS API was written as an error with its stack.
 */
export function getPayloadLogger(): Logger {
  return loggers().payload
}

/** The one line the server writes per request (scripts/server.ts): these fields and no other. */
export type RequestLine = {
  requestId: string
  method: string
  route: string
  /** Already cut of anything private by loggedPath (src/platform/http/request-log.ts). */
  path: string
  status: number
  durationMs: number
}

export function logRequest(line: RequestLine): void {
  loggers().requests.info(line, 'request')
}

type Context = Record<string, unknown>

/** Structured one-line JSON logs: a message, and its context as fields. */
export const logger = {
  debug: (message: string, context?: Context) => getBaseLogger().debug(context ?? {}, message),
  info: (message: string, context?: Context) => getBaseLogger().info(context ?? {}, message),
  warn: (message: string, context?: Context) => getBaseLogger().warn(context ?? {}, message),
  error: (message: string, context?: Context) => getBaseLogger().error(context ?? {}, message),
}
