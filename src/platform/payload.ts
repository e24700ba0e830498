import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { registerPayloadProvider } from './payload-provider'

/** The process-wide Payload instance (Payload memoises it; this keeps the import in one place). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}

registerPayloadProvider(getPayloadClient)
