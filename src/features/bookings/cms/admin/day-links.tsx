import type { BeforeListTableServerProps, Where } from 'payload'

import { addDays, formatIsoDate, getParisDate, parseIsoDate } from '@/platform/domain/calendar'

/**
 * Above the bookings lists: the day's bookings (tables) or arrivals (rooms) per venue, each line
 * a link to the list filtered on that venue and day, and a day picker. The list itself keeps
 * Payload's filters, columns and status editing (cancel, no-show).
 */

type Language = 'fr' | 'en'

const text = {
  tableTitle: {
    fr: 'Réservations du jour par restaurant',
    en: 'The day’s bookings per restaurant',
  },
  roomTitle: { fr: 'Arrivées du jour par hôtel', en: 'The day’s arrivals per hotel' },
  today: { fr: 'Aujourd’hui', en: 'Today' },
  tomorrow: { fr: 'Demain', en: 'Tomorrow' },
  day: { fr: 'Jour', en: 'Day' },
  show: { fr: 'Afficher', en: 'Show' },
  none: { fr: 'Aucune réservation confirmée ce jour-là.', en: 'No confirmed booking that day.' },
  all: { fr: 'Toutes', en: 'All' },
  tables: {
    fr: (bookings: number, covers: number) => `${bookings} réservation(s), ${covers} couvert(s)`,
    en: (bookings: number, covers: number) => `${bookings} booking(s), ${covers} guest(s)`,
  },
  rooms: {
    fr: (bookings: number, guests: number) => `${bookings} arrivée(s), ${guests} personne(s)`,
    en: (bookings: number, guests: number) => `${bookings} arrival(s), ${guests} guest(s)`,
  },
} as const

function languageOf(props: BeforeListTableServerProps): Language {
  return props.i18n?.language === 'en' ? 'en' : 'fr'
}

/** The day asked for in the list's filter (where[and][0][<field>][equals]), today otherwise. */
function selectedDay(props: BeforeListTableServerProps, field: string): string {
  const params = (props.searchParams ?? {}) as Record<string, unknown>
  const candidates = [
    params[`where[and][0][${field}][equals]`],
    params[`day`],
    ((params.where as { and?: Record<string, { equals?: unknown }>[] } | undefined)?.and ?? [])
      .map((condition) => condition[field]?.equals)
      .find(Boolean),
  ]
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && parseIsoDate(candidate)) return candidate
  }
  return formatIsoDate(getParisDate(new Date()))
}

function listHref(
  slug: string,
  dayField: string,
  day: string,
  venueField: string,
  venueId?: number,
) {
  const params = new URLSearchParams({
    [`where[and][0][${dayField}][equals]`]: day,
    sort: dayField === 'serviceDate' ? 'startsAt' : 'room',
    limit: '100',
  })
  if (venueId !== undefined) params.set(`where[and][1][${venueField}][equals]`, String(venueId))
  return `/admin/collections/${slug}?${params.toString()}`
}

type Line = { venueId: number; name: string; bookings: number; people: number }

async function countByVenue(
  props: BeforeListTableServerProps,
  collection: 'table-bookings' | 'room-bookings',
  where: Where,
  venueField: 'restaurant' | 'hotel',
  peopleField: 'partySize' | 'guests',
): Promise<Line[]> {
  const found = await props.payload.find({
    collection,
    where,
    depth: 1,
    limit: 2000,
    pagination: false,
    user: props.user,
    overrideAccess: false,
    select: { [venueField]: true, [peopleField]: true } as never,
    populate: { [venueField === 'restaurant' ? 'restaurants' : 'hotels']: { name: true } } as never,
  })
  const lines = new Map<number, Line>()
  for (const doc of found.docs as unknown as Record<string, unknown>[]) {
    const venue = doc[venueField] as { id: number; name?: string } | number | null
    if (!venue) continue
    const id = typeof venue === 'number' ? venue : venue.id
    const name = typeof venue === 'number' ? `#${venue}` : (venue.name ?? `#${venue.id}`)
    const line = lines.get(id) ?? { venueId: id, name, bookings: 0, people: 0 }
    line.bookings += 1
    line.people += Number(doc[peopleField] ?? 0)
    lines.set(id, line)
  }
  return [...lines.values()].sort((a, b) => a.name.localeCompare(b.name))
}

function DayPanel({
  language,
  title,
  slug,
  dayField,
  venueField,
  day,
  lines,
  describe,
}: {
  language: Language
  title: string
  slug: string
  dayField: string
  venueField: string
  day: string
  lines: Line[]
  describe: (bookings: number, people: number) => string
}) {
  const today = getParisDate(new Date())
  const link = { color: 'var(--theme-success-500)', textDecoration: 'underline' }
  return (
    <section
      aria-label={title}
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
        padding: '12px 16px',
        marginBottom: 16,
      }}
    >
      <h3 style={{ margin: '0 0 8px' }}>
        {title} — {day}
      </h3>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap', margin: '0 0 8px' }}>
        <a style={link} href={listHref(slug, dayField, formatIsoDate(today), venueField)}>
          {text.today[language]}
        </a>
        <a
          style={link}
          href={listHref(slug, dayField, formatIsoDate(addDays(today, 1)), venueField)}
        >
          {text.tomorrow[language]}
        </a>
        <a style={link} href={listHref(slug, dayField, day, venueField)}>
          {text.all[language]}
        </a>
      </p>
      <form method="get" action={`/admin/collections/${slug}`} style={{ display: 'flex', gap: 8 }}>
        <label>
          {text.day[language]}{' '}
          <input
            type="date"
            name={`where[and][0][${dayField}][equals]`}
            defaultValue={day}
            required
          />
        </label>
        <input type="hidden" name="limit" value="100" />
        <button type="submit">{text.show[language]}</button>
      </form>
      {lines.length === 0 ? (
        <p style={{ margin: '8px 0 0' }}>{text.none[language]}</p>
      ) : (
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {lines.map((line) => (
            <li key={line.venueId}>
              <a style={link} href={listHref(slug, dayField, day, venueField, line.venueId)}>
                {line.name}
              </a>{' '}
              : {describe(line.bookings, line.people)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export async function TableDayLinks(props: BeforeListTableServerProps) {
  const language = languageOf(props)
  const day = selectedDay(props, 'serviceDate')
  const lines = await countByVenue(
    props,
    'table-bookings',
    { and: [{ serviceDate: { equals: day } }, { status: { equals: 'confirmed' } }] },
    'restaurant',
    'partySize',
  )
  return (
    <DayPanel
      language={language}
      title={text.tableTitle[language]}
      slug="table-bookings"
      dayField="serviceDate"
      venueField="restaurant"
      day={day}
      lines={lines}
      describe={text.tables[language]}
    />
  )
}

export async function ArrivalDayLinks(props: BeforeListTableServerProps) {
  const language = languageOf(props)
  const day = selectedDay(props, 'arrival')
  const lines = await countByVenue(
    props,
    'room-bookings',
    { and: [{ arrival: { equals: day } }, { status: { equals: 'confirmed' } }] },
    'hotel',
    'guests',
  )
  return (
    <DayPanel
      language={language}
      title={text.roomTitle[language]}
      slug="room-bookings"
      dayField="arrival"
      venueField="hotel"
      day={day}
      lines={lines}
      describe={text.rooms[language]}
    />
  )
}
