import '@/ui/styles/globals.css'

import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ViewTransition, type ReactNode } from 'react'

import { ConsentHint } from '@/features/consent'
import { MEMBER_HINT_SCRIPT } from '@/features/content/ui/chrome/member-hint'
import { ErrorMessagesProvider } from '@/features/content/ui/errors/error-messages'
import { RequestedPathFiller } from '@/features/content/ui/errors/requested-path-filler'
import { buildId } from '@/platform/config/build'
import { getEnv } from '@/platform/config/env'
import { isLocale, localeTags, locales, type Locale } from '@/platform/i18n/locales'
import { BuildWatcher } from '@/platform/runtime/lazy-build-watcher'
import { ChunkReloadGuard } from '@/platform/runtime/chunk-reload-guard'

const inter = localFont({
  src: '../../../ui/fonts/inter-latin-wght.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})
const playfair = localFont({
  src: '../../../ui/fonts/playfair-display-latin-wght.woff2',
  variable: '--font-playfair',
  weight: '400 900',
  display: 'swap',
})

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  icons: { icon: '/icon.svg' },
}

export const viewport: Viewport = { themeColor: '#0b0a10', colorScheme: 'dark' }

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'update' })
  const te = await getTranslations({ locale, namespace: 'errors' })
  return (
    <html
      lang={localeTags[locale as Locale]}
      className={`${inter.variable} ${playfair.variable}`}
      suppressHydrationWarning
    >
      <head>
        {/* A constant, not content: shows the member header before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: MEMBER_HINT_SCRIPT }} />
        <ConsentHint />
      </head>
      <body className="font-sans antialiased">
        <ErrorMessagesProvider
          messages={{
            serverErrorTitle: te('serverErrorTitle'),
            serverErrorMessage: te('serverErrorMessage'),
            serverErrorHelp: te('serverErrorHelp'),
            memberAreaHelp: te('memberAreaHelp'),
            paymentHelp: te('paymentHelp'),
            retry: te('retry'),
          }}
        >
          <ViewTransition>{children}</ViewTransition>
        </ErrorMessagesProvider>
        <ChunkReloadGuard />
        <RequestedPathFiller />
        <BuildWatcher
          buildId={buildId}
          labels={{ available: t('available'), reload: t('reload'), dismiss: t('dismiss') }}
        />
      </body>
    </html>
  )
}
