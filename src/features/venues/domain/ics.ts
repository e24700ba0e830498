import type { EventStatus } from './event-status'
import { type GeoPoint, isValidGeoPoint } from './geo'

/**
 * iCalendar (RFC 5545) file for one performance or tournament, for "Add to my calendar".
 * Times are written in UTC ('Z' suffix) rather than with TZID=Europe/Paris: a VTIMEZONE block
 * would have to restate France's daylight-saving rules, and every calendar application shows a UTC
 * time in its user's own zone, which is what a visitor wants.
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'
const ICS_PRODUCT_ID = '-//Atout//Programme//FR'

/** The longest line allowed, in octets, line break excluded (RFC 5545 §3.1). */
const MAX_LINE_OCTETS = 75
const CRLF = '\r\n'

export type CalendarEventKind = 'performance' | 'tournament' | 'table-booking' | 'stay'

export type CalendarEvent = {
  kind: CalendarEventKind
  /** The record's id; with kind and domain it makes a UID that stays the same across downloads. */
  id: string | number
  startsAt: Date
  endsAt: Date
  summary: string
  location?: string | null
  description?: string | null
  /** Absolute http(s) URL of the event page. */
  url?: string | null
  geo?: GeoPoint | null
  /** A performance's status, or a tournament's (its statuses are a subset of a show's). */
  status?: EventStatus | null
}

export type IcsOptions = {
  /** Host name of the site, e.g. 'www.atout-casinos.fr'. */
  domain: string
  /** The generation time, written as DTSTAMP. */
  now: Date
  productId?: string
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma, and any line break. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

function countUtf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  if (codePoint < 0x10000) return 3
  return 4
}

/**
 * Folds a content line into physical lines of at most 75 octets, each continuation starting with
 * one space (which counts in its 75). Cuts fall between code points, never inside a multi-byte
 * UTF-8 sequence, so every physical line is valid UTF-8 on its own.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = countUtf8Octets(character.codePointAt(0) ?? 0)
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      lines.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join(`${CRLF} `)
}

/** '20250601T183000Z' */
export function formatIcsUtcDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date')
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

function buildEventUid(kind: CalendarEventKind, id: string | number, domain: string): string {
  return `${kind}-${id}@${domain}`
}

/** CANCELLED and TENTATIVE let a calendar that imported the file grey out the event. */
export function getIcsStatus(status: EventStatus | null | undefined): string {
  if (status === 'canceled') return 'CANCELLED'
  if (status === 'postponed') return 'TENTATIVE'
  return 'CONFIRMED'
}

function isSafeUrl(url: string): boolean {
  return /^https?:\/\/[^\s\u0000-\u001f\u007f]+$/i.test(url)
}

/** The whole .ics file: CRLF line endings (the last line too), folded at 75 octets. */
export function buildIcsCalendar(event: CalendarEvent, options: IcsOptions): string {
  if (!/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i.test(options.domain)) {
    throw new RangeError(`Not a host name: ${options.domain}`)
  }
  if (event.endsAt.getTime() < event.startsAt.getTime()) {
    throw new RangeError('An event cannot end before it starts')
  }
  if (event.url && !isSafeUrl(event.url)) throw new RangeError(`Not an http(s) URL: ${event.url}`)

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(options.productId ?? ICS_PRODUCT_ID)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(buildEventUid(event.kind, event.id, options.domain))}`,
    `DTSTAMP:${formatIcsUtcDateTime(options.now)}`,
    `DTSTART:${formatIcsUtcDateTime(event.startsAt)}`,
    `DTEND:${formatIcsUtcDateTime(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ]
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`)
  if (event.geo && isValidGeoPoint(event.geo)) lines.push(`GEO:${event.geo.lat};${event.geo.lng}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`)
  // URL is a URI value, not TEXT: its commas and semicolons are not escaped.
  if (event.url) lines.push(`URL:${event.url}`)
  lines.push(`STATUS:${getIcsStatus(event.status)}`, 'END:VEVENT', 'END:VCALENDAR')
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}
