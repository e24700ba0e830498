import { describe, expect, test } from 'vitest'

import type { EventStatus } from './event-status'
import {
  buildIcsCalendar,
  type CalendarEvent,
  escapeIcsText,
  foldIcsLine,
  formatIcsUtcDateTime,
  getIcsStatus,
} from './ics'

const octets = (text: string) => Buffer.byteLength(text, 'utf8')
const unfold = (text: string) => text.replace(/\r\n /g, '')

const performance: CalendarEvent = {
  kind: 'performance',
  id: 42,
  startsAt: new Date('2025-06-01T18:30:00Z'),
  endsAt: new Date('2025-06-01T20:30:00Z'),
  summary: 'Jazz, blues; & soul',
  location: 'Casino de Cannes, 1 La Croisette, 06400 Cannes',
  description: 'Première partie : Trio\nPuis le concert',
  url: 'https://www.atout.example/casino-cannes/spectacle/jazz',
  geo: { lat: 43.5528, lng: 7.0174 },
  status: 'scheduled',
}
const options = { domain: 'www.atout.example', now: new Date('2025-05-01T10:00:00Z') }

describe('escapeIcsText', () => {
  test.each([
    ['plain', 'plain'],
    ['a, b', 'a\\, b'],
    ['a; b', 'a\\; b'],
    ['C:\\path', 'C:\\\\path'],
    ['line 1\nline 2', 'line 1\\nline 2'],
    ['line 1\r\nline 2', 'line 1\\nline 2'],
    ['line 1\rline 2', 'line 1\\nline 2'],
    // The backslash is escaped first, so the escapes added after it are not doubled.
    ['\\,', '\\\\\\,'],
    ['colon: fine', 'colon: fine'],
  ])('%j → %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected)
  })
})

describe('foldIcsLine', () => {
  test.each([
    ['short ASCII', 'SUMMARY:Hello', ['SUMMARY:Hello']],
    ['exactly 75 octets', `SUMMARY:${'a'.repeat(67)}`, [`SUMMARY:${'a'.repeat(67)}`]],
    ['76 octets', `SUMMARY:${'a'.repeat(68)}`, [`SUMMARY:${'a'.repeat(67)}`, ' a']],
    [
      'long ASCII: 75, then space + 74',
      `DESCRIPTION:${'x'.repeat(200)}`,
      [`DESCRIPTION:${'x'.repeat(63)}`, ` ${'x'.repeat(74)}`, ` ${'x'.repeat(63)}`],
    ],
    // 8 + 33 × 2 = 74 octets: a 34th 'é' would straddle octet 75, so the cut comes before it.
    [
      '2-octet characters',
      `SUMMARY:${'é'.repeat(40)}`,
      [`SUMMARY:${'é'.repeat(33)}`, ` ${'é'.repeat(7)}`],
    ],
    [
      '3-octet characters',
      `SUMMARY:${'€'.repeat(30)}`,
      [`SUMMARY:${'€'.repeat(22)}`, ` ${'€'.repeat(8)}`],
    ],
    // Emoji are two UTF-16 units and four octets; a cut must not split the surrogate pair.
    [
      '4-octet characters',
      `SUMMARY:${'🎰'.repeat(20)}`,
      [`SUMMARY:${'🎰'.repeat(16)}`, ` ${'🎰'.repeat(4)}`],
    ],
  ])('%s', (_name, line, expected) => {
    const folded = foldIcsLine(line)
    expect(folded.split('\r\n')).toEqual(expected)
    for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75)
    expect(unfold(folded)).toBe(line)
  })
})

describe('buildIcsCalendar', () => {
  test('a performance', () => {
    expect(buildIcsCalendar(performance, options)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Atout//Programme//FR',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:performance-42@www.atout.example',
        'DTSTAMP:20250501T100000Z',
        'DTSTART:20250601T183000Z',
        'DTEND:20250601T203000Z',
        'SUMMARY:Jazz\\, blues\\; & soul',
        'LOCATION:Casino de Cannes\\, 1 La Croisette\\, 06400 Cannes',
        'GEO:43.5528;7.0174',
        'DESCRIPTION:Première partie : Trio\\nPuis le concert',
        'URL:https://www.atout.example/casino-cannes/spectacle/jazz',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
  })

  test('a tournament with only the required fields', () => {
    const ics = buildIcsCalendar(
      {
        kind: 'tournament',
        id: 7,
        startsAt: new Date('2025-01-15T19:00:00Z'),
        endsAt: new Date('2025-01-16T03:00:00Z'),
        summary: "Texas Hold'em Deepstack",
        status: 'canceled',
      },
      options,
    )
    const lines = ics.split('\r\n')
    expect(lines).toContain('UID:tournament-7@www.atout.example')
    expect(lines).toContain("SUMMARY:Texas Hold'em Deepstack")
    expect(lines).toContain('STATUS:CANCELLED')
    expect(lines.some((line) => /^(LOCATION|DESCRIPTION|URL|GEO):/.test(line))).toBe(false)
  })

  test('every line ends with CRLF, none longer than 75 octets, nothing lost by folding', () => {
    const long = {
      ...performance,
      summary: 'Soirée « Les Étoiles du Jazz » — hommage à Django, Stéphane & Michel ; 🎷🎺 ',
      description: `${'Un spectacle exceptionnel, à ne pas manquer ; '.repeat(6)}\nFin.`,
    }
    const ics = buildIcsCalendar(long, options)
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = ics.slice(0, -2).split('\r\n')
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3)
    const unfolded = unfold(ics).split('\r\n')
    expect(unfolded).toContain(`SUMMARY:${escapeIcsText(long.summary)}`)
    expect(unfolded).toContain(`DESCRIPTION:${escapeIcsText(long.description)}`)
  })

  test('the UID is the same at every download', () => {
    const later = { ...options, now: new Date('2025-05-20T08:00:00Z') }
    const uid = (text: string) => text.split('\r\n').find((line) => line.startsWith('UID:'))
    expect(uid(buildIcsCalendar(performance, later))).toBe(
      uid(buildIcsCalendar(performance, options)),
    )
  })

  test.each<[string, Partial<CalendarEvent>, { domain?: string }]>([
    ['end before start', { endsAt: new Date('2025-06-01T18:00:00Z') }, {}],
    ['a javascript: URL', { url: 'javascript:alert(1)' }, {}],
    ['a URL with a line break', { url: 'https://a.example/\r\nX-INJECTED:1' }, {}],
    ['a domain that is not a host name', {}, { domain: 'atout.example\r\nX:1' }],
  ])('refuses %s', (_name, change, optionChange) => {
    expect(() =>
      buildIcsCalendar({ ...performance, ...change }, { ...options, ...optionChange }),
    ).toThrow(RangeError)
  })
})

describe('status and dates', () => {
  test.each<[EventStatus | null, string]>([
    ['canceled', 'CANCELLED'],
    ['postponed', 'TENTATIVE'],
    ['scheduled', 'CONFIRMED'],
    ['full', 'CONFIRMED'],
    ['exclusive', 'CONFIRMED'],
    ['promotion', 'CONFIRMED'],
    ['finished', 'CONFIRMED'],
    [null, 'CONFIRMED'],
  ])('%s → %s', (status, expected) => {
    expect(getIcsStatus(status)).toBe(expected)
  })

  test.each([
    ['2025-06-01T18:30:00.000Z', '20250601T183000Z'],
    ['2025-12-31T23:59:59.999Z', '20251231T235959Z'],
  ])('%s → %s', (iso, expected) => {
    expect(formatIcsUtcDateTime(new Date(iso))).toBe(expected)
  })
})
