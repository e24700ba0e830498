import { PARIS_TIME_ZONE } from '../domain/calendar'
import { localeTags, type Locale } from '../i18n/locales'

export { PARIS_TIME_ZONE }

/**
 * Money, numbers and instants as visitors, members and their mails read them: one locale tag per
 * language (`localeTags`), Paris wall-clock time for every instant (every venue is in France),
 * euros from integer cents. Intl only, so pages, islands in the browser and mails format alike.
 * Formatters are built once per language and options.
 */

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function cached<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => Format,
): Format {
  let format = formats.get(key) as Format | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/**
 * Euros from integer cents: '25 €' / '€25' for whole euros, '10,05 €' / '€10.05' otherwise;
 * with `decimals: 'always'`, '25,00 €' / '€25.00' (amounts in a column, balances).
 */
export function formatEuros(
  cents: number,
  locale: Locale,
  { decimals = 'whenNeeded' }: { decimals?: 'whenNeeded' | 'always' } = {},
): string {
  const fraction = decimals === 'always' || cents % 100 !== 0 ? 2 : 0
  const format = cached(
    `eur:${locale}:${fraction}`,
    () =>
      new Intl.NumberFormat(localeTags[locale], {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: fraction,
        maximumFractionDigits: 2,
      }),
  )
  return format.format(cents / 100)
}

/** A whole number with the language's grouping: '12 500' / '12,500'. */
export function formatNumber(value: number, locale: Locale): string {
  return cached(`num:${locale}`, () => new Intl.NumberFormat(localeTags[locale])).format(value)
}

/** A file's size, in kilobytes under a megabyte: '12 ko' / '12 kB', '1,4 Mo' / '1.4 MB'. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const mega = bytes >= 1_000_000
  return cached(
    `size:${locale}:${mega}`,
    () =>
      new Intl.NumberFormat(localeTags[locale], {
        style: 'unit',
        unit: mega ? 'megabyte' : 'kilobyte',
        maximumFractionDigits: mega ? 1 : 0,
      }),
  ).format(mega ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)))
}

/** The named patterns of instants shown on the site and in mails, always in Paris time. */
const INSTANT_STYLES = {
  /** 'mercredi 25 novembre 2026 à 18:54' / 'Wednesday, November 25, 2026 at 06:54 PM' */
  long: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  },
  /** '25/11/2026 18:54' / '11/25/2026, 06:54 PM' */
  short: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** '18:54' / '06:54 PM' */
  clock: { hour: '2-digit', minute: '2-digit' },
  /** '20:00' / '8:00 PM': a booking's time, as a restaurant says it. */
  time: { hour: 'numeric', minute: '2-digit' },
  /** '25 novembre 2026' / 'November 25, 2026' */
  day: { dateStyle: 'long' },
  /** '14 mars 2026, 20:30' / 'Mar 14, 2026, 8:30 PM' */
  mediumDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 'mer. 25 nov.' / 'Wed, Nov 25': a performance's day in a list. */
  weekdayDay: { weekday: 'short', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type InstantStyle = keyof typeof INSTANT_STYLES

/** An instant in Paris time, in one of the named patterns. */
export function formatInstant(
  instant: Date | number | string,
  locale: Locale,
  style: InstantStyle,
): string {
  const format = cached(
    `at:${locale}:${style}`,
    () =>
      new Intl.DateTimeFormat(localeTags[locale], {
        ...INSTANT_STYLES[style],
        timeZone: PARIS_TIME_ZONE,
      }),
  )
  return format.format(new Date(instant))
}

/** The named patterns of calendar days ('YYYY-MM-DD': a night, a service, a last bookable day). */
const DAY_STYLES = {
  /** 'samedi 6 juin 2026' / 'Saturday, June 6, 2026' */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'sam. 6 juin' / 'Sat, Jun 6' */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  /** '6 juin 2026' / 'June 6, 2026': a birthdate, an expiry date. */
  date: { dateStyle: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type CalendarDayStyle = keyof typeof DAY_STYLES

/**
 * A calendar day, which has no time zone: formatted at noon UTC of that day, which is the same
 * day in Paris (and anywhere within twelve hours of UTC) whatever the season.
 */
export function formatCalendarDay(day: string, locale: Locale, style: CalendarDayStyle): string {
  const format = cached(
    `day:${locale}:${style}`,
    () => new Intl.DateTimeFormat(localeTags[locale], { ...DAY_STYLES[style], timeZone: 'UTC' }),
  )
  return format.format(new Date(`${day}T12:00:00.000Z`))
}

/** A day of the year without a year, 'MM-DD' (a lucky date): '17 avril' / 'April 17'. */
export function formatDayOfYear(month: number, day: number, locale: Locale): string {
  return cached(
    `monthDay:${locale}`,
    () =>
      new Intl.DateTimeFormat(localeTags[locale], {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
  ).format(Date.UTC(2000, month - 1, day))
}

/** A month of a calendar: 'novembre 2026' / 'November 2026' (month 1–12). */
export function formatCalendarMonth(year: number, month: number, locale: Locale): string {
  return cached(
    `month:${locale}`,
    () =>
      new Intl.DateTimeFormat(localeTags[locale], {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(Date.UTC(year, month - 1, 15))
}

const weekdayNameLists = new Map<string, readonly string[]>()

/**
 * The days of the week from Monday, in the language: 'lun.'…'dim.' / 'Mon'…'Sun' (short), 'lundi'…
 * 'dimanche' / 'Monday'…'Sunday' (long). Index 0 is Monday (ISO day 1).
 */
export function weekdayNames(locale: Locale, width: 'short' | 'long'): readonly string[] {
  const key = `${locale}:${width}`
  let names = weekdayNameLists.get(key)
  if (!names) {
    const format = new Intl.DateTimeFormat(localeTags[locale], { weekday: width, timeZone: 'UTC' })
    // 1 January 2024 was a Monday.
    names = Object.freeze(
      Array.from({ length: 7 }, (_, index) => format.format(Date.UTC(2024, 0, 1 + index))),
    )
    weekdayNameLists.set(key, names)
  }
  return names
}

/** A distance in kilometres, one decimal under 10 km: '2,4 km' / '2.4 km', '12 km'. */
export function formatKilometres(km: number, locale: Locale): string {
  const fraction = km < 10 ? 1 : 0
  return cached(
    `km:${locale}:${fraction}`,
    () =>
      new Intl.NumberFormat(localeTags[locale], {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: fraction,
      }),
  ).format(km)
}
