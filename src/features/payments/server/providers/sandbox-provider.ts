import { randomBytes } from 'node:crypto'

import { z } from 'zod'

import { deriveKey, hmac, sameBytes } from '@/platform/security/signing'

import {
  NotificationRejected,
  type CreateHostedPaymentInput,
  type HostedPayment,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderPaymentState,
  type RawNotification,
} from './port'

/**
 * The embedded payment provider (docs/decisions/0040-payments.md): a fake with the same shape as a
 * real one, so the whole payment flow runs without any account or network.
 *
 * - The hosted page lives on our own site under SANDBOX_PATH_PREFIX. Its URL carries a
 *   self-contained signed token (base64url JSON · '.' · base64url HMAC-SHA256), so the page needs
 *   no storage: `readSession` gives back what `createHostedPayment` was asked, or null for
 *   anything forged or damaged.
 * - The page's buttons produce notifications with `signNotification`, signed like Stripe's
 *   webhooks (`t=<unix seconds>,v1=<hex HMAC of "t.body">` in SANDBOX_SIGNATURE_HEADER), which
 *   `verifyNotification` checks exactly as the Stripe provider checks Stripe's.
 *
 * Both keys are derived from the given secret (the Payload secret) with HKDF, salt
 * 'atout-sandbox-v1', and a different label each, so a token signature is never a valid
 * notification signature.
 */

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'
export const SANDBOX_PATH_PREFIX = '/sandbox-pay'

/** How far a notification's timestamp may be from now (as Stripe's default tolerance). */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300

const KEY_SALT = 'atout-sandbox-v1'
/** The sandbox remembers the last state of at most this many payments (oldest forgotten first). */
const MAX_REMEMBERED_PAYMENTS = 10_000

export const SANDBOX_NOTIFICATION_TYPES = [
  'payment.paid',
  'payment.failed',
  'payment.canceled',
  'payment.refunded',
] as const
export type SandboxNotificationType = (typeof SANDBOX_NOTIFICATION_TYPES)[number]

const STATE_OF_TYPE: Record<SandboxNotificationType, ProviderPaymentState> = {
  'payment.paid': 'paid',
  'payment.failed': 'failed',
  'payment.canceled': 'canceled',
  'payment.refunded': 'refunded',
}

const NotificationSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]+$/),
  type: z.enum(SANDBOX_NOTIFICATION_TYPES),
  providerRef: z.string().regex(/^sbx_[A-Za-z0-9_-]+$/),
  reference: z.string().min(1),
  amountCents: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  occurredAt: z.iso.datetime({ offset: true }),
})

export type SandboxNotificationPayload = {
  id: string
  type: SandboxNotificationType
  providerRef: string
  reference: string
  amountCents: number
  currency: string
  /** ISO 8601 instant. */
  occurredAt: string
}

const TokenClaimsSchema = z.object({
  providerRef: z.string().regex(/^sbx_[A-Za-z0-9_-]+$/),
  reference: z.string().min(1),
  amountCents: z.number().int().positive(),
  currency: z.literal('EUR'),
  description: z.string(),
  locale: z.enum(['fr', 'en']),
  returnUrl: z.string(),
  cancelUrl: z.string(),
  expiresAt: z.number().int(),
})

type TokenClaims = z.infer<typeof TokenClaimsSchema>

/** What the hosted sandbox page shows and needs, read back from its token. */
export type SandboxSession = Omit<TokenClaims, 'expiresAt'> & {
  expiresAt: Date
  /** Whether the page stopped accepting the payment (by the provider's clock). */
  expired: boolean
}

export type SandboxProvider = PaymentProvider & {
  readonly name: 'sandbox'
  /**
   * Signs a notification as the sandbox would send it, and remembers its state for
   * `readPaymentState`. Returns the exact body to send and the SANDBOX_SIGNATURE_HEADER value.
   */
  signNotification(payload: SandboxNotificationPayload): { body: string; signature: string }
  /** The session of a hosted-page token; null when forged or malformed (never throws). */
  readSession(token: string): SandboxSession | null
}

export type SandboxProviderOptions = {
  secret: string
  /** The site's origin (no trailing slash needed): the hosted page is served there. */
  siteUrl: string
  now?: () => Date
}

type RememberedPayment = {
  state: ProviderPaymentState
  amountCents: number
  currency: string
  refundRef?: string
}

function randomId(prefix: string): string {
  // 18 bytes: 24 base64url characters.
  return `${prefix}${randomBytes(18).toString('base64url')}`
}

/** `t` and the `v1` signatures of a header `t=…,v1=…[,v1=…]`; null when malformed. */
function parseSignatureHeader(header: string): { timestamp: number; signatures: Buffer[] } | null {
  let timestamp: number | undefined
  const signatures: Buffer[] = []
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=')
    if (value === undefined || rest.length > 0) return null
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value))
      signatures.push(Buffer.from(value, 'hex'))
  }
  if (timestamp === undefined || signatures.length === 0) return null
  return { timestamp, signatures }
}

export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const now = options.now ?? (() => new Date())
  const siteUrl = options.siteUrl.replace(/\/+$/, '')
  const tokenKey = deriveKey(options.secret, KEY_SALT, 'hosted-page-token')
  const notificationKey = deriveKey(options.secret, KEY_SALT, 'notification-signature')
  const remembered = new Map<string, RememberedPayment>()

  function remember(providerRef: string, payment: RememberedPayment): void {
    remembered.delete(providerRef)
    remembered.set(providerRef, payment)
    if (remembered.size > MAX_REMEMBERED_PAYMENTS) {
      const oldest = remembered.keys().next()
      if (!oldest.done) remembered.delete(oldest.value)
    }
  }

  function macOfToken(body: string): Buffer {
    return hmac(tokenKey, body)
  }

  function macOfNotification(timestamp: number, body: string): Buffer {
    return hmac(notificationKey, `${timestamp}.${body}`)
  }

  function signToken(claims: TokenClaims): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
    return `${body}.${macOfToken(body).toString('base64url')}`
  }

  function readSession(token: string): SandboxSession | null {
    if (typeof token !== 'string' || token.length > 8192) return null
    if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/.test(token)) return null
    const [body = '', mac = ''] = token.split('.')
    if (!sameBytes(Buffer.from(mac, 'base64url'), macOfToken(body))) return null
    let decoded: unknown
    try {
      decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    } catch {
      return null
    }
    const claims = TokenClaimsSchema.safeParse(decoded)
    if (!claims.success) return null
    const expiresAt = new Date(claims.data.expiresAt)
    return { ...claims.data, expiresAt, expired: now() >= expiresAt }
  }

  async function createHostedPayment(input: CreateHostedPaymentInput): Promise<HostedPayment> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new Error(`sandbox: invalid amount ${input.amountCents}`)
    }
    const providerRef = randomId('sbx_')
    const token = signToken({
      providerRef,
      reference: input.reference,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      locale: input.locale,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: input.expiresAt.getTime(),
    })
    remember(providerRef, { state: 'pending', amountCents: input.amountCents, currency: 'EUR' })
    return { providerRef, redirectUrl: `${siteUrl}${SANDBOX_PATH_PREFIX}/${token}` }
  }

  function signNotification(payload: SandboxNotificationPayload): {
    body: string
    signature: string
  } {
    const body = JSON.stringify(payload)
    const timestamp = Math.floor(now().getTime() / 1000)
    const signature = `t=${timestamp},v1=${macOfNotification(timestamp, body).toString('hex')}`
    const previous = remembered.get(payload.providerRef)
    remember(payload.providerRef, {
      state: STATE_OF_TYPE[payload.type],
      amountCents: payload.amountCents,
      currency: payload.currency.toUpperCase(),
      refundRef: previous?.refundRef,
    })
    return { body, signature }
  }

  async function verifyNotification(raw: RawNotification): Promise<PaymentNotification> {
    const header = raw.headers.get(SANDBOX_SIGNATURE_HEADER)
    const parsedHeader = header ? parseSignatureHeader(header) : null
    if (!parsedHeader) {
      throw new NotificationRejected('signature', 'missing or malformed sandbox signature header')
    }
    const age = Math.abs(now().getTime() / 1000 - parsedHeader.timestamp)
    if (age > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) {
      throw new NotificationRejected('signature', 'sandbox signature timestamp outside tolerance')
    }
    const expected = macOfNotification(parsedHeader.timestamp, raw.body)
    // Every candidate is compared, so the time taken does not tell which one matched.
    const matches = parsedHeader.signatures.map((signature) => sameBytes(signature, expected))
    if (!matches.includes(true)) {
      throw new NotificationRejected('signature', 'sandbox signature does not match')
    }
    let decoded: unknown
    try {
      decoded = JSON.parse(raw.body)
    } catch {
      throw new NotificationRejected('payload', 'sandbox notification is not JSON')
    }
    const payload = NotificationSchema.safeParse(decoded)
    if (!payload.success) {
      throw new NotificationRejected('payload', 'sandbox notification has an unexpected shape')
    }
    return {
      notificationId: payload.data.id,
      providerRef: payload.data.providerRef,
      reference: payload.data.reference,
      state: STATE_OF_TYPE[payload.data.type],
      amountCents: payload.data.amountCents,
      currency: payload.data.currency.toUpperCase(),
      occurredAt: new Date(payload.data.occurredAt),
    }
  }

  /**
   * For parity with real providers only. The sandbox keeps no server-side record, just the last
   * state it created or notified for each payment in this process's memory ('pending' with amount
   * 0 when it does not know the payment, e.g. after a restart). The payments service trusts only
   * its own stored state and verified notifications, never this answer alone.
   */
  async function readPaymentState(providerRef: string) {
    const payment = remembered.get(providerRef)
    if (!payment) return { state: 'pending' as const, amountCents: 0, currency: 'EUR' }
    return { state: payment.state, amountCents: payment.amountCents, currency: payment.currency }
  }

  /**
   * Resolves with a new refund id; the payments service records the refund itself (no
   * notification follows). Like Stripe with its idempotency key, refunding again answers the same
   * id; a payment the sandbox knows is not paid cannot be refunded.
   */
  async function refund(input: { providerRef: string; amountCents: number; reference: string }) {
    const payment = remembered.get(input.providerRef)
    if (payment?.state === 'refunded' && payment.refundRef) return { refundRef: payment.refundRef }
    if (payment && payment.state !== 'paid') {
      throw new Error(`sandbox: payment ${input.reference} is ${payment.state}, not paid`)
    }
    const refundRef = randomId('re_sbx_')
    remember(input.providerRef, {
      state: 'refunded',
      amountCents: payment?.amountCents ?? input.amountCents,
      currency: payment?.currency ?? 'EUR',
      refundRef,
    })
    return { refundRef }
  }

  return {
    name: 'sandbox',
    createHostedPayment,
    readPaymentState,
    verifyNotification,
    refund,
    signNotification,
    readSession,
  }
}
