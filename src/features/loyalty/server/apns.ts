import { connect, constants, type ClientHttp2Session } from 'node:http2'

import type { AppleWallet } from '@/platform/config/env'

/**
 * Apple's push notification service for Wallet passes (Wallet Web Service Reference, "Updating a
 * pass"): an empty JSON body to `/3/device/<push token>`, the pass type identifier as topic, over
 * HTTP/2 authenticated by the pass type certificate itself. The device then asks the site's web
 * service which of its passes changed. Passes always use the production service.
 */
export const APNS_ORIGIN = 'https://api.push.apple.com'

/** Where the pushes go: Apple's service, or a test server (with the certificate it trusts). */
export type ApnsTarget = { origin: string; ca?: string }

/** What became of one push: delivered, the device gone (its registration should go), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed'

/** Reasons Apple gives for a token that will never take a push for this pass type again. */
const GONE_REASONS = new Set(['BadDeviceToken', 'Unregistered', 'DeviceTokenNotForTopic'])

const REQUEST_TIMEOUT_MS = 10_000

/**
 * Sends one update push per token over one HTTP/2 connection; never throws (a connection that
 * fails makes every push `failed`, retried when the pass changes next or by the next run).
 */
export async function pushPassUpdates(
  wallet: AppleWallet,
  tokens: readonly string[],
  target: ApnsTarget = { origin: APNS_ORIGIN },
): Promise<Map<string, PushOutcome>> {
  const outcomes = new Map<string, PushOutcome>()
  if (tokens.length === 0) return outcomes
  let session: ClientHttp2Session
  try {
    session = connect(target.origin, {
      cert: wallet.certificate,
      key: wallet.privateKey,
      passphrase: wallet.keyPassphrase,
      ca: target.ca,
    })
  } catch {
    for (const token of tokens) outcomes.set(token, 'failed')
    return outcomes
  }
  // A connection refused or a TLS failure ends every stream with an error, reported per push.
  session.on('error', () => undefined)
  try {
    await Promise.all(
      [...new Set(tokens)].map(async (token) => {
        outcomes.set(token, await pushOne(session, wallet.passTypeId, token))
      }),
    )
  } finally {
    session.close()
  }
  return outcomes
}

function pushOne(session: ClientHttp2Session, topic: string, token: string): Promise<PushOutcome> {
  return new Promise((resolve) => {
    let stream
    try {
      stream = session.request({
        [constants.HTTP2_HEADER_METHOD]: 'POST',
        [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(token)}`,
        [constants.HTTP2_HEADER_CONTENT_TYPE]: 'application/json',
        'apns-topic': topic,
      })
    } catch {
      resolve('failed')
      return
    }
    let status = 0
    let body = ''
    stream.setEncoding('utf8')
    stream.setTimeout(REQUEST_TIMEOUT_MS, () => stream.close(constants.NGHTTP2_CANCEL))
    stream.on('response', (headers) => {
      status = Number(headers[constants.HTTP2_HEADER_STATUS] ?? 0)
    })
    stream.on('data', (chunk: string) => {
      if (body.length < 2_000) body += chunk
    })
    stream.on('error', () => resolve('failed'))
    stream.on('close', () => resolve(outcomeOf(status, body)))
    stream.end('{}')
  })
}

function outcomeOf(status: number, body: string): PushOutcome {
  if (status === 200) return 'sent'
  if (status === 410) return 'gone'
  if (status === 400) {
    try {
      const reason = (JSON.parse(body) as { reason?: unknown }).reason
      if (typeof reason === 'string' && GONE_REASONS.has(reason)) return 'gone'
    } catch {
      // Not Apple's JSON: an ordinary failure.
    }
  }
  return 'failed'
}
