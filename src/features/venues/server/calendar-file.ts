import { getEnv } from '@/platform/config/env'

import { ICS_CONTENT_TYPE } from '../domain'

/** An .ics download: its file name and its body (see buildIcsCalendar). */
export type CalendarFile = { filename: string; body: string }

/** The site's origin (for the event URL) and host name (for stable UIDs). */
export function getCalendarSite(): { origin: string; domain: string } {
  const url = new URL(getEnv().SITE_URL)
  return { origin: url.origin, domain: url.hostname }
}

/** 'soiree-jazz-2026-12-04.ics': the event's name without accents, and its day. */
export function toCalendarFileName(text: string, date: Date): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return `${slug || 'event'}-${date.toISOString().slice(0, 10)}.ics`
}

/** The answer of a calendar-file route: the file as a download, or 404 when there is none. */
export function toCalendarResponse(file: CalendarFile | null): Response {
  if (!file) return new Response('Not found', { status: 404 })
  return new Response(file.body, {
    headers: {
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
