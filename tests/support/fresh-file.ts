import { vi } from 'vitest'

const globals = globalThis as typeof globalThis & {
  __atoutWorkerEnv?: NodeJS.ProcessEnv
  _payload?: Map<string, { payload: { destroy: () => Promise<void> } | null }>
}

/**
 * Called by the setup file of the integration and PostgreSQL files before each file. The files of
 * one worker share its process (`isolate: false`: the process, Node's own modules and Vite's
 * transforms are kept, about 7 s of imports per file: ADR 0078), but each file starts as it would
 * in a process of its own:
 *
 * - with the environment the worker started with, whatever the previous file set (a file may set
 *   TRUST_PROXY or SMTP_URL before it imports the configuration);
 * - with no Payload instance left behind: Payload memoises one per process (global._payload);
 * - with every module of ours and every inlined package evaluated afresh on first import
 *   (vi.resetModules: no cache, key ring or settings read by the previous file; ~0.3 s).
 */
export async function startFileAfresh(): Promise<void> {
  const startEnv = (globals.__atoutWorkerEnv ??= { ...process.env })
  for (const name of Object.keys(process.env)) if (!(name in startEnv)) delete process.env[name]
  Object.assign(process.env, startEnv)

  const left = globals._payload?.get('default')
  globals._payload?.delete('default')
  await left?.payload?.destroy()
  vi.resetModules()
}
