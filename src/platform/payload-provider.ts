import type { Payload } from 'payload'

/**
 * The process's Payload instance for code that Payload's own config imports (a member check
 * reached from collections and jobs): importing `platform/payload.ts` there would make the config
 * import itself. `platform/payload.ts` registers itself here when it loads, which every route,
 * page and job module does before such code runs.
 */
let provide: (() => Promise<Payload>) | null = null

export function registerPayloadProvider(provider: () => Promise<Payload>): void {
  provide = provider
}

export function getRegisteredPayload(): Promise<Payload> {
  if (!provide) throw new Error('platform/payload.ts was not loaded: no Payload instance yet')
  return provide()
}
