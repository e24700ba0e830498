import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/platform/i18n/locales'

import type { Translate } from '../strings'

/** The translator of `identity.ui` for a block (server only). */
export async function loadAccountTranslator(locale: Locale): Promise<Translate> {
  return getTranslations({ locale, namespace: 'identity.ui' })
}

/** The account menu's names of the member pages and their groups (`common`, as the header). */
export async function loadMenuTranslator(locale: Locale): Promise<Translate> {
  return getTranslations({ locale, namespace: 'common' })
}

/** Only the strings a client form uses travel with the page. */
export function pick<T extends Record<string, string>, K extends keyof T>(
  strings: T,
  keys: readonly K[],
): Pick<T, K> {
  const picked = {} as Pick<T, K>
  for (const key of keys) picked[key] = strings[key]
  return picked
}
