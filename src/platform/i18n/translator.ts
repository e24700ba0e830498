// use-intl's core, not next-intl's root: importing that one from server code ships its client
// provider (and the ICU message runtime) to every page.
import { createTranslator } from 'use-intl/core'

import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'
import type { Locale } from './locales'

const catalogues = { fr, en } as const

type Messages = typeof fr

/**
 * Translations outside a page render (API answers, mails). Same catalogues as the pages, so a
 * message exists once per language.
 */
export function getTranslator<Namespace extends keyof Messages>(
  locale: Locale,
  namespace: Namespace,
) {
  return createTranslator({ locale, messages: catalogues[locale] as Messages, namespace })
}

/** For keys built at run time (error codes): the raw message lookup with a fallback. */
export function translateKey(
  locale: Locale,
  key: string,
  params?: Record<string, string | number>,
): string | null {
  const t = createTranslator({ locale, messages: catalogues[locale] as Messages })
  const known = t.has(key as never)
  return known ? t(key as never, params as never) : null
}
