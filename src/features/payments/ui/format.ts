import type { Locale } from '@/platform/i18n/locales'

const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'fr-FR')

/** 12000 → '120,00 €' (fr) · '€120.00' (en); whole euros without decimals. */
export function formatEuros(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
}

/** A date and time in Paris, spelled out. */
export function formatWhen(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'Europe/Paris',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at)
}

export function formatShortWhen(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at)
}

export function formatClock(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at)
}
