// Next's bundled copy of the `compression` middleware, which scripts/server.ts applies itself.
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export default function compression(): (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void
}

// Ends the middleware's zlib stream when the client goes away before the answer is complete.
declare module 'next/dist/server/lib/release-compression-stream.js' {
  import type { ServerResponse } from 'node:http'

  export function releaseCompressionStream(response: ServerResponse): void
}
