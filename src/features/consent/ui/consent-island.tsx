import { getTranslations } from 'next-intl/server'

import { getEnv } from '@/platform/config/env'
import type { Locale } from '@/platform/i18n/locales'

import { CONSENT_HINT_SCRIPT } from './consent-hint'
import { ConsentManager, type ConsentStrings } from './consent-manager'

const KEYS = [
  'title',
  'text',
  'acceptAll',
  'refuseAll',
  'choose',
  'save',
  'necessary',
  'necessaryHint',
  'analytics',
  'analyticsHint',
  'marketing',
  'marketingHint',
  'saved',
] as const satisfies ReadonlyArray<keyof ConsentStrings>

/**
 * The banner for a page: its texts in the page's language, the policy version and the tag
 * manager container (GTM_CONTAINER_ID, else the site settings'). The same for every visitor, so
 * cached pages stay cached; the choice itself is read in the browser.
 */
export async function ConsentIsland({
  locale,
  settingsTagManagerId,
}: {
  locale: Locale
  settingsTagManagerId: string | null
}) {
  const t = await getTranslations({ locale, namespace: 'consent' })
  const env = getEnv()
  return (
    <ConsentManager
      version={env.CONSENT_VERSION}
      tagManagerId={env.GTM_CONTAINER_ID ?? settingsTagManagerId}
      strings={Object.fromEntries(KEYS.map((key) => [key, t(key)])) as ConsentStrings}
    />
  )
}

/**
 * For the page's <head>: marks <html> with whether the visitor has chosen under the current policy
 * version, before the body paints (consent-hint.ts), so the banner in the server HTML shows only
 * to those who must choose.
 */
export function ConsentHint() {
  return (
    <script
      data-version={getEnv().CONSENT_VERSION}
      dangerouslySetInnerHTML={{ __html: CONSENT_HINT_SCRIPT }}
    />
  )
}
