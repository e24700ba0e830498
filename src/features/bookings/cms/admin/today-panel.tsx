import type { Payload, ServerProps } from 'payload'

import { addDays, formatIsoDate, getParisDate } from '@/platform/domain/calendar'
import { dashboardLanguage, type DashboardLanguage } from '@/platform/cms/admin/dashboard-panel'

import { serviceLabels } from '../bookings'

/**
 * The admin's home, for the staff who handle bookings (member support, administrators): today's
 * and tomorrow's confirmed tables per restaurant with the covers of each service, and each
 * hotel's arrivals and departures, each linking to the list of that day and venue.
 */

const text = {
  title: { fr: 'Aujourd’hui et demain', en: 'Today and tomorrow' },
  today: { fr: 'Aujourd’hui', en: 'Today' },
  tomorrow: { fr: 'Demain', en: 'Tomorrow' },
  tables: { fr: 'Tables', en: 'Tables' },
  stays: { fr: 'Hôtels', en: 'Hotels' },
  none: { fr: 'Aucune', en: 'None' },
  covers: {
    fr: (bookings: number, covers: number) => `${bookings} table(s), ${covers} couvert(s)`,
    en: (bookings: number, covers: number) => `${bookings} table(s), ${covers} cover(s)`,
  },
  moves: {
    fr: (arrivals: number, departures: number) => `${arrivals} arrivée(s), ${departures} départ(s)`,
    en: (arrivals: number, departures: number) =>
      `${arrivals} arrival(s), ${departures} departure(s)`,
  },
} as const

type Venue = { id: number; name?: string | null } | number | null | undefined

const venueOf = (venue: Venue) =>
  typeof venue === 'object' && venue
    ? { id: venue.id, name: venue.name ?? `#${venue.id}` }
    : { id: Number(venue), name: `#${venue}` }

type TableLine = {
  id: number
  name: string
  bookings: number
  covers: number
  services: Map<string, number>
}
type StayLine = { id: number; name: string; arrivals: number; departures: number }

async function tablesOf(payload: Payload, user: unknown, day: string): Promise<TableLine[]> {
  const { docs } = await payload.find({
    collection: 'table-bookings',
    where: { and: [{ serviceDate: { equals: day } }, { status: { equals: 'confirmed' } }] },
    depth: 1,
    limit: 5_000,
    pagination: false,
    user: user as never,
    overrideAccess: false,
    select: { restaurant: true, partySize: true, service: true },
    populate: { restaurants: { name: true } } as never,
  })
  const lines = new Map<number, TableLine>()
  for (const booking of docs) {
    const venue = venueOf(booking.restaurant as Venue)
    const line = lines.get(venue.id) ?? { ...venue, bookings: 0, covers: 0, services: new Map() }
    line.bookings += 1
    line.covers += booking.partySize ?? 0
    const service = booking.service ?? 'dinner'
    line.services.set(service, (line.services.get(service) ?? 0) + (booking.partySize ?? 0))
    lines.set(venue.id, line)
  }
  return [...lines.values()].sort((a, b) => a.name.localeCompare(b.name))
}

async function staysOf(payload: Payload, user: unknown, day: string): Promise<StayLine[]> {
  const { docs } = await payload.find({
    collection: 'room-bookings',
    where: {
      and: [
        { status: { equals: 'confirmed' } },
        { or: [{ arrival: { equals: day } }, { departure: { equals: day } }] },
      ],
    },
    depth: 1,
    limit: 5_000,
    pagination: false,
    user: user as never,
    overrideAccess: false,
    select: { hotel: true, arrival: true, departure: true },
    populate: { hotels: { name: true } } as never,
  })
  const lines = new Map<number, StayLine>()
  for (const booking of docs) {
    const venue = venueOf(booking.hotel as Venue)
    const line = lines.get(venue.id) ?? { ...venue, arrivals: 0, departures: 0 }
    if (String(booking.arrival).slice(0, 10) === day) line.arrivals += 1
    if (String(booking.departure).slice(0, 10) === day) line.departures += 1
    lines.set(venue.id, line)
  }
  return [...lines.values()].sort((a, b) => a.name.localeCompare(b.name))
}

const link = { color: 'var(--theme-success-500)', textDecoration: 'underline' }

function tableHref(day: string, restaurant: number) {
  const params = new URLSearchParams({
    'where[and][0][serviceDate][equals]': day,
    'where[and][1][restaurant][equals]': String(restaurant),
    sort: 'startsAt',
    limit: '100',
  })
  return `/admin/collections/table-bookings?${params.toString()}`
}

function stayHref(day: string, hotel: number) {
  const params = new URLSearchParams({
    'where[and][0][hotel][equals]': String(hotel),
    'where[and][1][or][0][arrival][equals]': day,
    'where[and][1][or][1][departure][equals]': day,
    limit: '100',
  })
  return `/admin/collections/room-bookings?${params.toString()}`
}

function Day({
  language,
  title,
  day,
  tables,
  stays,
}: {
  language: DashboardLanguage
  title: string
  day: string
  tables: TableLine[]
  stays: StayLine[]
}) {
  return (
    <div style={{ flex: '1 1 280px' }}>
      <h3 style={{ margin: '0 0 4px' }}>
        {title} — {day}
      </h3>
      <h4 style={{ margin: '8px 0 4px' }}>{text.tables[language]}</h4>
      {tables.length === 0 ? (
        <p style={{ margin: 0 }}>{text.none[language]}</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {tables.map((line) => (
            <li key={line.id}>
              <a style={link} href={tableHref(day, line.id)}>
                {line.name}
              </a>{' '}
              : {text.covers[language](line.bookings, line.covers)}
              {' — '}
              {[...line.services]
                .map(([service, covers]) => {
                  const label = serviceLabels[service as keyof typeof serviceLabels]
                  return `${label ? label[language] : service} ${covers}`
                })
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
      <h4 style={{ margin: '8px 0 4px' }}>{text.stays[language]}</h4>
      {stays.length === 0 ? (
        <p style={{ margin: 0 }}>{text.none[language]}</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {stays.map((line) => (
            <li key={line.id}>
              <a style={link} href={stayHref(day, line.id)}>
                {line.name}
              </a>{' '}
              : {text.moves[language](line.arrivals, line.departures)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export async function BookingsTodayPanel(props: ServerProps) {
  const { payload, user } = props
  if (!payload || !user) return null
  const language = dashboardLanguage(props.i18n)
  const today = getParisDate(new Date())
  const days = [formatIsoDate(today), formatIsoDate(addDays(today, 1))]
  let figures: { tables: TableLine[]; stays: StayLine[] }[]
  try {
    figures = await Promise.all(
      days.map(async (day) => ({
        tables: await tablesOf(payload, user, day),
        stays: await staysOf(payload, user, day),
      })),
    )
  } catch {
    // A role that may not read bookings (an editor): no panel.
    return null
  }
  return (
    <section
      aria-label={text.title[language]}
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
        padding: '12px 16px',
        marginBottom: 16,
      }}
    >
      <h2 style={{ margin: '0 0 8px', fontSize: '1.1rem' }}>{text.title[language]}</h2>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {days.map((day, index) => (
          <Day
            key={day}
            language={language}
            title={index === 0 ? text.today[language] : text.tomorrow[language]}
            day={day}
            tables={figures[index]!.tables}
            stays={figures[index]!.stays}
          />
        ))}
      </div>
    </section>
  )
}
