import { formatInstant } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'

/** A day as members read it, in the casinos' time zone. */
export function formatDay(iso: string, locale: Locale): string {
  return formatInstant(iso, locale, 'day')
}

/** The QR code of one of the member's vouchers (served to its owner only). */
export const voucherQrPath = (code: string) =>
  `/api/epc/profile/vouchers/${encodeURIComponent(code)}/qr`
