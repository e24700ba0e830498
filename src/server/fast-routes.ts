import type { IncomingMessage, ServerResponse } from 'node:http'

import { createHotelInitReader } from '@/features/hotel-programme'
import { answerInit, readInitWith } from '@/features/identity/server/init-endpoint'
import { createLoyaltyReader, readLoyaltyWith } from '@/features/loyalty'
import type { Env } from '@/platform/config/env'
import type { DirectReader } from '@/platform/db/direct-reader'
import { answerHealth, answerReadiness, type HealthState } from '@/platform/http/health'
import { getMetrics, mayReadMetrics, serverMetricsText } from '@/platform/observability/metrics'
import {
  fromNodeRequest,
  writeNodeAnswer,
  type PlainAnswer,
  type PlainRequest,
} from '@/platform/http/plain-http'
import { logger } from '@/platform/logger'
import { securityHeaders } from '@/platform/security/headers'

import { composeInitParts } from './init-parts'

type FastEndpoint = (request: PlainRequest) => Promise<PlainAnswer>

/**
 * The few GET endpoints the server answers before handing the request to Next (ADR 0015): hot
 * product-API reads whose budget Next's per-request work alone exceeds on our machines. Each is
 * the same framework-free function its Next route handler calls, so both give the same answers;
 * anything else (other paths, other methods) is left to Next, which answers 405 and the rest.
 * The health probes (`/healthz`, `/readyz`) live only here: they describe this server process.
 */
export function createFastRoutes(
  reader: DirectReader,
  env: Pick<Env, 'NODE_ENV' | 'SITE_URL' | 'MAP_TILE_URL' | 'CAPTCHA_PROVIDER' | 'METRICS_TOKEN'>,
  health: HealthState = { isStopping: () => false },
) {
  const metrics = getMetrics()
  metrics.attach(reader)
  const readInit = readInitWith(reader)
  const readParts = composeInitParts(
    createLoyaltyReader(readLoyaltyWith(reader)),
    createHotelInitReader((statement, params) => reader.all(statement, params)),
  )
  const sessions = async () => reader
  const endpoints = new Map<string, FastEndpoint>([
    ['/api/epc/users/init', (request) => answerInit(request, readInit, readParts, { sessions })],
    // The probes (issue 23): alive, and ready to take traffic.
    ['/healthz', async () => answerHealth()],
    ['/readyz', () => answerReadiness(reader, health)],
  ])
  // The headers next.config.ts sets on every page and product-API answer.
  const headers = Object.fromEntries(
    securityHeaders({
      production: env.NODE_ENV === 'production',
      siteUrl: env.SITE_URL,
      mapTileUrl: env.MAP_TILE_URL,
      captchaProvider: env.CAPTCHA_PROVIDER,
    }).map(({ key, value }) => [key, value]),
  )

  /**
   * Prometheus text for the holder of METRICS_TOKEN (Bearer); 404 when no token is configured
   * (the figures are not public), 401 without the right one.
   */
  async function serveMetrics(request: IncomingMessage, response: ServerResponse) {
    const refuse = (status: number, code: string) => {
      response.writeHead(status, { ...headers, 'content-type': 'application/json' })
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify({ code }))
    }
    if (!env.METRICS_TOKEN) return refuse(404, 'notFound')
    if (!mayReadMetrics(request.headers.authorization ?? null, env.METRICS_TOKEN)) {
      return refuse(401, 'unauthenticated')
    }
    try {
      const text = await serverMetricsText()
      if (text === null) return refuse(503, 'unavailable')
      response.writeHead(200, {
        ...headers,
        'content-type': metrics.registry.contentType,
        'cache-control': 'no-store',
      })
      response.end(request.method === 'HEAD' ? undefined : text)
    } catch (error) {
      logger.error('metrics failed', { error: String(error) })
      refuse(503, 'unavailable')
    }
  }

  /** Answers and returns true when the request is one of ours; false leaves it to Next. */
  return function serveFast(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const url = request.url ?? '/'
    const queryStart = url.indexOf('?')
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart)
    if (pathname === '/metrics') {
      void serveMetrics(request, response)
      return true
    }
    const endpoint = endpoints.get(pathname)
    if (!endpoint) return false
    const plain = fromNodeRequest(request, env.SITE_URL)
    endpoint(plain)
      .then((answer) => writeNodeAnswer(response, answer, { method: plain.method, headers }))
      .catch((error: unknown) => {
        // answerInit turns every failure into an answer; this is the last guard for the socket.
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ code: 'technical' }))
        logger.error('fast route failed', {
          path: plain.url.pathname,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        })
      })
    return true
  }
}
