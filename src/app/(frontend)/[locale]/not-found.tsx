import { getLocale, getTranslations } from 'next-intl/server'

import { getChrome, getSiteSettings } from '@/features/content/server/queries'
import { linkContextFor } from '@/features/content/server/resolve-page'
import { ErrorShell } from '@/features/content/ui/chrome/error-shell'
import { ErrorPanel } from '@/features/content/ui/errors/error-panel'
import { REQUESTED_PATH_ATTRIBUTE } from '@/features/content/ui/errors/requested-path'
import { isLocale, localizePath, defaultLocale } from '@/platform/i18n/locales'
import { ButtonLink } from '@/ui/primitives/button-link'

export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'errors' })
  const [settings, chrome] = await Promise.all([getSiteSettings(locale), getChrome(locale)])
  // The path itself is written in the browser (requested-path.ts): the boundary is rendered with
  // every page, before anyone knows which address will miss.
  const [before, after = ''] = t('notFoundMessage', { path: '{path}' }).split('{path}')
  return (
    <ErrorShell
      locale={locale}
      siteName={settings.siteName}
      chrome={chrome}
      linkContext={linkContextFor(locale, settings.homePageId)}
    >
      <title>{`${t('notFoundTitle')} · ${settings.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorPanel
        status="404"
        title={t('notFoundTitle')}
        message={
          <>
            {before}
            <span {...{ [REQUESTED_PATH_ATTRIBUTE]: '' }} />
            {after}
          </>
        }
        help={t('notFoundHelp')}
        actions={<ButtonLink href={localizePath('/', locale)}>{t('backHome')}</ButtonLink>}
      />
    </ErrorShell>
  )
}
