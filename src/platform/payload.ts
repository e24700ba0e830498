import { getPayload, type Payload } from 'payload'

import { registerPayloadProvider } from './payload-provider'

/**
 * The process-wide Payload instance (Payload memoises it; this keeps the import in one place).
 * The config is imported when first asked for, not when this module loads: the config imports
 * every area's collections and jobs, whose server code reads other areas through their index,
 * which reaches this module. Loaded eagerly, each such read would make the config import itself.
 */
export async function getPayloadClient(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

registerPayloadProvider(getPayloadClient)
