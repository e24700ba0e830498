import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A casino system on the loopback interface that records every machine credit POSTed to it and
 * answers `failWith` (an HTTP status) or 200. Imports nothing of the product: the test files start
 * it inside vi.hoisted, before the environment is read, to point CASINO_CREDIT_URL at it.
 */

export type CasinoDelivery = {
  body: string
  signature: string | null
  idempotencyKey: string | null
}

export type CasinoSystemStub = {
  url: string
  deliveries: CasinoDelivery[]
  /** The status the next deliveries get (null: 200, accepted). */
  failWith: number | null
  close: () => Promise<void>
}

export async function startCasinoSystemStub(): Promise<CasinoSystemStub> {
  const deliveries: CasinoDelivery[] = []
  const stub: CasinoSystemStub = {
    url: '',
    deliveries,
    failWith: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const header = (name: string) => {
        const value = request.headers[name]
        return typeof value === 'string' ? value : null
      }
      deliveries.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: header('x-atout-signature'),
        idempotencyKey: header('idempotency-key'),
      })
      const status = stub.failWith ?? 200
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ accepted: status === 200 }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/credits`
  server.unref()
  return stub
}
