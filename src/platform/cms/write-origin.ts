import type { PayloadRequest, RequestContext } from 'payload'

import { isWriteOrigin, type WriteOrigin } from '../domain/write-origin'

export type { WriteOrigin } from '../domain/write-origin'

const KEY = 'writeOrigin'

/**
 * The `context` option of a Payload write made through a door of the site: the hooks of that
 * write (and of the writes its hooks make with the same request) read it back.
 */
export function writeOrigin(origin: WriteOrigin): RequestContext {
  return { [KEY]: origin }
}

/** The door the write in progress came through, if it said. */
export function writeOriginOf(req: Pick<PayloadRequest, 'context'>): WriteOrigin | null {
  const said = req.context?.[KEY]
  return isWriteOrigin(said) ? said : null
}
