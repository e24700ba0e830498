/**
 * What a visitor is told about an event held at a venue (a show performance, a tournament), in the
 * words the calendar file and structured data builders take. A show uses every one; a tournament
 * a subset. Defined here, beside those builders, so that the venue rules depend on no programme
 * area: shows and tournaments depend on venues, not the reverse.
 */
export type EventStatus =
  'scheduled' | 'promotion' | 'exclusive' | 'full' | 'canceled' | 'postponed' | 'finished'
