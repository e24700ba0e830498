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

const KEY = Symbol.for('atout.logger')

/** Lines are written in batches at most this far apart (a batch also goes out at 4 KB). */
export const LOG_FLUSH_INTERVAL_MS = 100

/**
 * stdout, buffered: one line per request at thousands of requests a second cost a quarter of the
 * server's time as one write each (measured on /api/epc/users/init: 4,600 req/s against 6,300
 * without the lines). Batches go out at 4 KB or every LOG_FLUSH_INTERVAL_MS, and whatever is left
 * when the process exits (process.exit, the end of a script, SIGTERM's graceful stop) is written
 * synchronously then; a process killed with SIGKILL loses at most that interval of lines.
 */
function bufferedStdout() {
  const destination = pinoDestination({ dest: 1, sync: false, minLength: 4096 })
  const flush = () => {
    try {
      destination.flush()
    } catch {
      // A write is in flight (nothing to do now) or stdout is gone.
    }
  }
  setInterval(flush, LOG_FLUSH_INTERVAL_MS).unref()
  process.once('exit', () => {
    try {
      destination.flushSync()
    } catch {
      // stdout closed: nothing can be written any more.
    }
  })
  return destination
}

function create(): Logger {
  return pino(
    {
      level: getEnv().LOG_LEVEL,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    bufferedStdout(),
  )
}

/** The process's pino logger (Payload's too). */
export function getBaseLogger(): Logger {
  const holder = globalThis as { [KEY]?: Logger }
  holder[KEY] ??= create()
  return holder[KEY]
}

type Context = Record<string, unknown>

/** Structured one-line JSON logs: a message, and its context as fields. */
export const logger = {
  debug: (message: string, context?: Context) => getBaseLogger().debug(context ?? {}, message),
  info: (message: string, context?: Context) => getBaseLogger().info(context ?? {}, message),
  warn: (message: string, context?: Context) => getBaseLogger().warn(context ?? {}, message),
  error: (message: string, context?: Context) => getBaseLogger().error(context ?? {}, message),
}
