import { getTranslations } from 'next-intl/server'

import { ConsentSettingsButton } from '@/features/consent'
import type { Footer } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { Container } from '@/ui/primitives/container'
import { SmartLink } from '@/ui/primitives/smart-link'

import { resolveLink, type LinkContext } from '../../domain/links'
import { toSafeHref } from '../../domain/safe-url'
import { RichText } from '../rich-text/rich-text'
import { BrandMark } from './brand-mark'

type Props = { footer: Footer | null; siteName: string; locale: Locale; linkContext: LinkContext }

const networkNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
}

export async function SiteFooter({ footer, siteName, locale, linkContext }: Props) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const tc = await getTranslations({ locale, namespace: 'common' })
  const tk = await getTranslations({ locale, namespace: 'consent' })
  const resolveDocHref = (_relationTo: string, value: unknown) => {
    const link = resolveLink({ type: 'internal', page: value as never }, linkContext)
    return link?.href ?? null
  }
  return (
    <footer aria-label={t('label')} className="mt-24 border-t border-ink-800 bg-ink-900">
      <Container className="grid gap-10 py-14 grid-cols-1 md:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)]">
        <div>
          <p className="flex items-center gap-2 text-gold-300">
            <BrandMark className="size-8" />
            <span className="font-display text-2xl text-ivory-100">{siteName}</span>
          </p>
          {footer?.about ? (
            <RichText
              data={footer.about}
              className="prose-atout mt-4 text-sm"
              resolveDocHref={resolveDocHref}
            />
          ) : null}
          {footer?.social && footer.social.length > 0 ? (
            <ul aria-label={t('social')} className="mt-6 flex flex-wrap gap-2">
              {footer.social.map((entry) => {
                const href = toSafeHref(entry.url)
                if (!href) return null
                const name = networkNames[entry.network] ?? entry.network
                return (
                  <li key={entry.id ?? entry.url}>
                    <a
                      href={href}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="inline-flex min-h-11 items-center rounded-full border border-ink-600 px-4 text-sm text-ink-200 hover:border-gold-400 hover:text-gold-300"
                    >
                      {name}
                      <span className="sr-only">
                        {' '}
                        {t('followUs', { network: name })} {tc('opensInNewTab')}
                      </span>
                    </a>
                  </li>
                )
              })}
            </ul>
          ) : null}
        </div>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {(footer?.columns ?? []).map((column) => (
            <section key={column.id ?? column.heading} aria-label={column.heading}>
              <h2 className="font-sans text-sm font-semibold tracking-[0.18em] text-gold-300 uppercase">
                {column.heading}
              </h2>
              <ul className="mt-4 space-y-2">
                {(column.links ?? []).map((entry) => {
                  const link = resolveLink(entry.link, linkContext)
                  return link ? (
                    <li key={entry.id ?? link.href}>
                      <SmartLink
                        link={link}
                        className="text-sm text-ink-200 hover:text-gold-300"
                        newTabLabel={tc('opensInNewTab')}
                        prefetch={false}
                      />
                    </li>
                  ) : null
                })}
              </ul>
            </section>
          ))}
        </div>
      </Container>
      <LegalBar
        footer={footer}
        siteName={siteName}
        linkContext={linkContext}
        legalLabel={t('legal')}
        consentSettingsLabel={tk('manage')}
      />
    </footer>
  )
}

/**
 * The footer's last line: copyright and legal links, and the button that reopens the cookie
 * choices (where the page has the consent manager).
 */
export function LegalBar({
  footer,
  siteName,
  linkContext,
  legalLabel,
  consentSettingsLabel,
}: {
  footer: Footer | null
  siteName: string
  linkContext: LinkContext
  legalLabel: string
  consentSettingsLabel?: string
}) {
  return (
    <div className="border-t border-ink-800">
      <Container className="flex flex-col gap-3 py-6 text-xs text-ink-300 sm:flex-row sm:items-center sm:justify-between">
        <p>{footer?.copyright ?? `© ${siteName}`}</p>
        <nav aria-label={legalLabel}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {(footer?.legal ?? []).map((entry) => {
              const link = resolveLink(entry.link, linkContext)
              return link ? (
                <li key={entry.id ?? link.href}>
                  <SmartLink link={link} className="hover:text-gold-300" prefetch={false} />
                </li>
              ) : null
            })}
            {consentSettingsLabel ? (
              <li>
                <ConsentSettingsButton
                  label={consentSettingsLabel}
                  className="cursor-pointer underline-offset-4 hover:text-gold-300 hover:underline"
                />
              </li>
            ) : null}
          </ul>
        </nav>
      </Container>
    </div>
  )
}
