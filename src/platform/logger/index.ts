import { getEnv } from '../config/env'

type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
}

function write(level: Level, message: string, context?: Record<string, unknown>) {
  if (order[level] < order[getEnv().LOG_LEVEL]) return
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...context })
  if (level === 'error') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}

/** Structured one-line JSON logs; never pass secrets or passwords in the context. */
export const logger = {
  debug: (message: string, context?: Record<string, unknown>) => write('debug', message, context),
  info: (message: string, context?: Record<string, unknown>) => write('info', message, context),
  warn: (message: string, context?: Record<string, unknown>) => write('warn', message, context),
  error: (message: string, context?: Record<string, unknown>) => write('error', message, context),
}
