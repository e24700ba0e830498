import { formatNumber } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'

import { fillTemplate } from '../shared/template'
import type { UpdatePasswordStrings } from '../strings'

type EndedSessionsStrings = Pick<
  UpdatePasswordStrings,
  'endedSessionsNone' | 'endedSessionsOne' | 'endedSessionsOther'
>

/**
 * What a change of password did to the member's other sessions, each ended by the server. The
 * count is only known in the browser, after the answer: the plural is chosen here (French and
 * English agree: none, one, more), the number written in the page's language.
 */
export function describeEndedSessions(
  count: number,
  strings: EndedSessionsStrings,
  locale: Locale,
): string {
  if (count <= 0) return strings.endedSessionsNone
  if (count === 1) return strings.endedSessionsOne
  return fillTemplate(strings.endedSessionsOther, {
    count: formatNumber(count, locale),
  })
}
