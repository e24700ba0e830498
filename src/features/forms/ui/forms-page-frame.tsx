import type { ReactNode } from 'react'

import { getChrome, getSiteSettings, linkContextFor, SiteShell } from '@/features/content'
import { getPathname } from '@/platform/i18n/navigation'
import { locales, type Locale } from '@/platform/i18n/locales'
import { Container } from '@/ui/primitives/container'

/** The site frame around a newsletter page reached from a mail (confirmation, unsubscribe). */
export async function NewsletterPageFrame({
  locale,
  page,
  title,
  children,
}: {
  locale: Locale
  page: '/newsletter/confirm' | '/newsletter/unsubscribe'
  title: string
  children: ReactNode
}) {
  const [settings, chrome] = await Promise.all([getSiteSettings(locale), getChrome(locale)])
  return (
    <SiteShell
      locale={locale}
      siteName={settings.siteName}
      chrome={chrome}
      alternates={locales.map((code) => ({
        locale: code,
        path: getPathname({ locale: code, href: page }),
      }))}
      linkContext={linkContextFor(locale, settings.homePageId)}
    >
      <Container className="flex max-w-3xl flex-col gap-6 py-12 lg:py-16">
        <h1 className="text-4xl text-ivory-50">{title}</h1>
        {children}
      </Container>
    </SiteShell>
  )
}
