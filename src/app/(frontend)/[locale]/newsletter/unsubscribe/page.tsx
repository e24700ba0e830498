import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import {
  NewsletterUnsubscribePage,
  newsletterPageMetadata,
} from '@/features/forms/ui/newsletter-pages'
import { isLocale } from '@/platform/i18n/locales'

// A personal link from a mail: rendered per visit, never cached.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return isLocale(locale) ? newsletterPageMetadata(locale, 'unsubscribe') : {}
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { token } = await searchParams
  return (
    <NewsletterUnsubscribePage locale={locale} token={typeof token === 'string' ? token : null} />
  )
}
