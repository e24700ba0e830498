import { getEnv } from '../../config/env'
import type { Locale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/translator'

export type MailFooter = {
  brand: string
  tagline: string
  /** The group's legal line, the responsible-gaming line and the minors' line. */
  lines: string[]
  /** Why the reader gets this mail. */
  reason: string
  site: { label: string; href: string }
}

/** The footer every mail carries, in the reader's language. */
export function mailFooter(locale: Locale): MailFooter {
  const t = getTranslator(locale, 'mail')
  const siteUrl = getEnv().SITE_URL
  const home = locale === 'fr' ? `${siteUrl}/` : `${siteUrl}/${locale}`
  return {
    brand: t('brand'),
    tagline: t('tagline'),
    lines: [t('footer.legal'), t('footer.responsible'), t('footer.minors')],
    reason: t('footer.reason', { site: new URL(siteUrl).host }),
    site: { label: t('footer.site'), href: home },
  }
}
