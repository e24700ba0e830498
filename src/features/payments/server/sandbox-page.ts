import { randomBytes } from 'node:crypto'

import { NextResponse, type NextRequest } from 'next/server'

import { getEnv } from '@/platform/config/env'
import { logger } from '@/platform/logger'
import { formatEuros } from '@/platform/format'

import {
  getPaymentProvider,
  getSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxNotificationType,
  type SandboxSession,
} from './providers'

/**
 * The sandbox provider's hosted payment page (ADR 0040), served by the app under /sandbox-pay/…
 * like a real provider's: clearly marked as test mode, with approve / decline / cancel. A choice
 * is sent to the merchant (this app) as a signed server-to-server notification, exactly as a real
 * provider would, and only then is the buyer redirected to the merchant's return URL — which by
 * itself never marks anything paid.
 */

const text = {
  fr: {
    title: 'Paiement — mode test',
    banner:
      'MODE TEST · Aucune carte n’est débitée : ce prestataire de paiement est un bac à sable.',
    merchant: 'Marchand',
    amount: 'Montant',
    approve: 'Approuver le paiement',
    decline: 'Refuser (carte déclinée)',
    cancel: 'Annuler et revenir au site',
    expired: 'Cette page de paiement a expiré.',
    back: 'Revenir au site',
    unreachable:
      'Le site marchand n’a pas pu être prévenu. Réessayez dans un instant ; rien n’a été débité.',
    invalid: 'Lien de paiement invalide.',
  },
  en: {
    title: 'Payment — test mode',
    banner: 'TEST MODE · No card is charged: this payment provider is a sandbox.',
    merchant: 'Merchant',
    amount: 'Amount',
    approve: 'Approve the payment',
    decline: 'Decline (card refused)',
    cancel: 'Cancel and return to the site',
    expired: 'This payment page has expired.',
    back: 'Return to the site',
    unreachable: 'The merchant site could not be told. Try again in a moment; nothing was charged.',
    invalid: 'Invalid payment link.',
  },
} as const

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

function page(lang: 'fr' | 'en', body: string, status = 200) {
  const t = text[lang]
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t.title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}
.banner{background:#b45309;color:#fff;padding:.75rem 1rem;font-weight:700;text-align:center}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#4b5563}dd{margin:0;font-weight:600}
button,a.button{display:block;width:100%;box-sizing:border-box;margin:.5rem 0;padding:.75rem 1rem;border-radius:.5rem;border:1px solid #374151;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;color:#111827;background:#fff}
button.primary{background:#065f46;color:#fff;border-color:#065f46}
button:focus-visible,a.button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
p.alert{background:#fee2e2;color:#7f1d1d;padding:.75rem;border-radius:.5rem}
</style>
</head>
<body>
<div class="banner" role="note">${escape(t.banner)}</div>
<main>${body}</main>
</body>
</html>`
  return new NextResponse(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  })
}

function sessionPage(session: SandboxSession, alert?: string) {
  const t = text[session.locale]
  const summary = `<h1>${escape(t.title)}</h1>
<dl>
<dt>${escape(t.merchant)}</dt><dd>Atout — ${escape(session.description)}</dd>
<dt>${escape(t.amount)}</dt><dd data-testid="sandbox-amount">${escape(formatEuros(session.amountCents, session.locale))}</dd>
</dl>`
  if (session.expired) {
    return page(
      session.locale,
      `${summary}<p class="alert" role="alert">${escape(t.expired)}</p><a class="button" href="${escape(session.cancelUrl)}">${escape(t.back)}</a>`,
      410,
    )
  }
  return page(
    session.locale,
    `${summary}${alert ? `<p class="alert" role="alert">${escape(alert)}</p>` : ''}
<form method="post">
<button class="primary" type="submit" name="decision" value="approve">${escape(t.approve)}</button>
<button type="submit" name="decision" value="decline">${escape(t.decline)}</button>
<button type="submit" name="decision" value="cancel">${escape(t.cancel)}</button>
</form>`,
  )
}

function notFound(request: NextRequest) {
  const lang = request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'fr'
  return page(lang, `<p class="alert" role="alert">${escape(text[lang].invalid)}</p>`, 404)
}

function sandboxSession(request: NextRequest, token: string): SandboxSession | null {
  if (getPaymentProvider().name !== 'sandbox') return null
  return getSandboxProvider().readSession(token)
}

type Context = { params: Promise<{ token: string }> }

/** GET /sandbox-pay/{token} */
export async function sandboxPageGet(request: NextRequest, { params }: Context) {
  const session = sandboxSession(request, (await params).token)
  return session ? sessionPage(session) : notFound(request)
}

const TYPE_OF: Record<string, SandboxNotificationType> = {
  approve: 'payment.paid',
  decline: 'payment.failed',
  cancel: 'payment.canceled',
}

/** POST /sandbox-pay/{token}: the buyer's choice, notified to the merchant, then the redirect. */
export async function sandboxPagePost(request: NextRequest, { params }: Context) {
  const session = sandboxSession(request, (await params).token)
  if (!session) return notFound(request)
  if (session.expired) return sessionPage(session)
  const form = await request.formData().catch(() => null)
  const type = TYPE_OF[String(form?.get('decision') ?? '')]
  if (!type) return sessionPage(session)
  const sandbox = getSandboxProvider()
  const { body, signature } = sandbox.signNotification({
    id: `evt_${randomBytes(12).toString('base64url')}`,
    type,
    providerRef: session.providerRef,
    reference: session.reference,
    amountCents: session.amountCents,
    currency: session.currency,
    occurredAt: new Date().toISOString(),
  })
  try {
    const response = await fetch(`${getEnv().SITE_URL}/api/payments/notifications/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(15_000),
    })
    if (!response.ok && response.status !== 409) throw new Error(`HTTP ${response.status}`)
  } catch (error) {
    logger.warn('sandbox notification not delivered', {
      reference: session.reference,
      error: error instanceof Error ? error.message : String(error),
    })
    return sessionPage(session, text[session.locale].unreachable)
  }
  const target = type === 'payment.canceled' ? session.cancelUrl : session.returnUrl
  return NextResponse.redirect(target, { status: 303, headers: { 'cache-control': 'no-store' } })
}
