import { getEnv } from '@/platform/config/env'
import { localizePath, type Locale } from '@/platform/i18n/locales'

/**
 * The payments area's public paths (localized route names in src/platform/i18n/routing.ts):
 * - the result page a buyer comes back to: /paiement/{reference} · /en/payment/{reference};
 * - a tournament's registration page: /inscription-tournoi/{id} · /en/tournament-registration/{id};
 * - the slot-machine payment page of the QR codes: /paiement-machine · /en/machine-payment.
 */
export const paymentRoutes = {
  result: { fr: '/paiement', en: '/payment' },
  registration: { fr: '/inscription-tournoi', en: '/tournament-registration' },
  machine: { fr: '/paiement-machine', en: '/machine-payment' },
} as const

export function paymentResultPath(locale: Locale, reference: string, query = ''): string {
  return `${localizePath(`${paymentRoutes.result[locale]}/${encodeURIComponent(reference)}`, locale)}${query}`
}

export function paymentResultUrl(locale: Locale, reference: string, query = ''): string {
  return `${getEnv().SITE_URL}${paymentResultPath(locale, reference, query)}`
}

export function registrationPath(locale: Locale, tournamentId: number, query = ''): string {
  return `${localizePath(`${paymentRoutes.registration[locale]}/${tournamentId}`, locale)}${query}`
}

export function machinePaymentPath(
  locale: Locale,
  params: {
    casino?: string | null
    machine?: string | null
    [key: string]: string | null | undefined
  },
): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value)
  const query = search.toString()
  return `${localizePath(paymentRoutes.machine[locale], locale)}${query ? `?${query}` : ''}`
}
