import { Search } from 'lucide'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'
import { Container } from '@/ui/primitives/container'
import { Link } from '@/ui/primitives/link'

import type { LinkContext } from '../../domain/links'
import type { Chrome } from '../../server/content-repository'
import { BrandHomeLink } from './brand-mark'
import { ResponsibleGamingBanner } from './responsible-gaming-banner'
import { LegalBar } from './site-footer'
import { Icon } from '@/ui/primitives/icon'

type Props = {
  locale: Locale
  siteName: string
  chrome: Chrome
  linkContext: LinkContext
  children: ReactNode
}

/**
 * The frame of the "page not found" answer: the responsible-gaming banner, the brand (home) and
 * search, the message, and the footer's legal line. Next sends the not-found boundary with every page of its segment
 * (in the page's RSC payload, in case a navigation ends in a 404): with the whole site shell,
 * every page carried a second copy of the header, menus, footer and consent strings (~15 KB).
 */
export async function ErrorShell({ locale, siteName, chrome, linkContext, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const tb = await getTranslations({ locale, namespace: 'banner' })
  const tf = await getTranslations({ locale, namespace: 'footer' })
  return (
    <>
      <ResponsibleGamingBanner
        banner={chrome.banner}
        linkContext={linkContext}
        label={tb('label')}
        callLabel={tb('call', { phone: chrome.banner?.phone ?? '' })}
      />
      <header className="border-b border-ink-800/80 bg-ink-950">
        <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
          <BrandHomeLink siteName={siteName} locale={locale} homeLabel={t('home')} />
          <Link
            href={getPathname({ href: '/search', locale })}
            prefetch={false}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ivory-100 hover:text-gold-300"
          >
            <Icon icon={Search} aria-hidden="true" className="size-5" />
            {t('search')}
          </Link>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <footer aria-label={tf('label')} className="mt-24 bg-ink-900">
        <LegalBar
          footer={chrome.footer}
          siteName={siteName}
          linkContext={linkContext}
          legalLabel={tf('legal')}
        />
      </footer>
    </>
  )
}
