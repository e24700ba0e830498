import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ConsentIsland } from '@/features/consent'
import type { Locale } from '@/platform/i18n/locales'

import type { LinkContext } from '../../domain/links'
import type { Alternate } from '../../domain/types'
import type { Chrome } from '../../server/content-repository'
import { getSiteSettings } from '../../server/queries'
import { ResponsibleGamingBanner } from './responsible-gaming-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

type Props = {
  locale: Locale
  siteName: string
  chrome: Chrome
  alternates: Alternate[]
  linkContext: LinkContext
  notice?: ReactNode
  children: ReactNode
}

/** Banner, header, main content and footer: the frame of every public page. */
export async function SiteShell({
  locale,
  siteName,
  chrome,
  alternates,
  linkContext,
  notice,
  children,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const tb = await getTranslations({ locale, namespace: 'banner' })
  const settings = await getSiteSettings(locale)
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-gold-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      {notice}
      <ResponsibleGamingBanner
        banner={chrome.banner}
        linkContext={linkContext}
        label={tb('label')}
        callLabel={tb('call', { phone: chrome.banner?.phone ?? '' })}
      />
      <SiteHeader
        header={chrome.header}
        siteName={siteName}
        locale={locale}
        alternates={alternates}
        linkContext={linkContext}
      />
      {/* At least a screen high: the footer starts below the first screen, so blocks that
          stream in later (member blocks, search results) grow the page out of sight instead of
          pushing a visible footer down (a layout shift of 0.22 on a phone). */}
      <main id="main" tabIndex={-1} className="min-h-svh outline-none">
        {children}
      </main>
      <SiteFooter
        footer={chrome.footer}
        siteName={siteName}
        locale={locale}
        linkContext={linkContext}
      />
      <ConsentIsland locale={locale} settingsTagManagerId={settings.tagManagerId} />
    </>
  )
}
