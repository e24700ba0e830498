import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { getChrome, getSiteSettings, pageMetadata, PageView } from '@/features/content'
import { isLocale } from '@/platform/i18n/locales'

import { resolveMemberPage } from '../server/member-pages'

type Props = {
  params: Promise<{ locale: string; slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Shared by /account/… and /le-carre-vip/…: member pages rendered per visit, never cached. */
export function memberPageRoute(area: 'account' | 'vip') {
  const prefix = area === 'account' ? 'account' : 'le-carre-vip'

  async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
    const { locale, slug = [] } = await params
    if (!isLocale(locale)) return {}
    const resolution = await resolveMemberPage(locale, [prefix, ...slug], area)
    if (resolution.kind !== 'page') return {}
    const metadata = pageMetadata(
      locale,
      resolution.page,
      resolution.alternates,
      await getSiteSettings(locale),
    )
    return { ...metadata, robots: { index: false, follow: false } }
  }

  async function MemberPage({ params, searchParams }: Props) {
    const [{ locale, slug = [] }, query] = await Promise.all([params, searchParams])
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const resolution = await resolveMemberPage(locale, [prefix, ...slug], area)
    if (resolution.kind === 'redirect') redirect(resolution.location)
    if (resolution.kind === 'not-found') notFound()
    const [settings, chrome] = await Promise.all([getSiteSettings(locale), getChrome(locale)])
    return (
      <PageView
        locale={locale}
        page={resolution.page}
        siteName={settings.siteName}
        chrome={chrome}
        alternates={resolution.alternates}
        linkContext={resolution.linkContext}
        member={resolution.member}
        query={query}
        draft={false}
      />
    )
  }

  return { generateMetadata, MemberPage }
}
