import type { Endpoint, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '../../i18n/locales'
import { isStaff } from '../../security/staff-access'
import type { MailSample } from './content'
import { composeMail } from './render'

/** Where the composition root puts every area's mail samples (Payload's server-only `custom`). */
export const MAIL_SAMPLES_KEY = 'mailSamples'

/** The path of a preview under Payload's API (/api/cms). */
export const MAIL_PREVIEW_PATH = '/mail-previews'

/**
 * A preview is a page of its own: its inline styles may apply, nothing else loads or runs
 * (`sandbox` gives it an opaque origin, as uploaded files have).
 */
export const MAIL_PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox; frame-ancestors 'none'"

export function mailSamplesOf(custom: Record<string, unknown> | undefined): readonly MailSample[] {
  const samples = custom?.[MAIL_SAMPLES_KEY]
  return Array.isArray(samples) ? (samples as MailSample[]) : []
}

function refuse(status: number, message: string) {
  return Response.json(
    { errors: [{ message }] },
    { status, headers: { 'cache-control': 'no-store' } },
  )
}

/**
 * GET /api/cms/mail-previews/{kind}/{fr|en}[?part=text]: a mail as it is sent, with sample data,
 * for staff (the HTML part, or the text part). Nothing is read from the database, nothing sent.
 */
export const mailPreviewEndpoint: Endpoint = {
  path: `${MAIL_PREVIEW_PATH}/:kind/:locale`,
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isStaff(req)) return refuse(403, 'Staff only')
    const kind = String(req.routeParams?.kind ?? '')
    const locale = String(req.routeParams?.locale ?? '')
    const sample = mailSamplesOf(req.payload.config.custom).find((mail) => mail.kind === kind)
    if (!sample || !isLocale(locale)) return refuse(404, 'No such mail')
    const draft = sample.render(locale as Locale)
    const { html, text } = await composeMail(locale as Locale, draft.content)
    const asText = new URL(req.url ?? 'http://localhost/').searchParams.get('part') === 'text'
    return new Response(asText ? `${draft.subject}\n\n${text}` : html, {
      headers: {
        'content-type': asText ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': MAIL_PREVIEW_CSP,
        'x-content-type-options': 'nosniff',
      },
    })
  },
}
