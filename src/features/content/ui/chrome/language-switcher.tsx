import {
  defaultLocale,
  localeLabels,
  locales,
  localizePath,
  type Locale,
} from '@/platform/i18n/locales'
import { cn } from '@/ui/primitives/cn'

import type { Alternate } from '../../domain/types'

type Props = {
  locale: Locale
  alternates: Alternate[]
  label: string
  switchToLabel: (language: string) => string
  className?: string
}

/**
 * The URL a switch leads to. French URLs carry no prefix, so an unprefixed link would be read with
 * the visitor's current locale cookie (English) and redirected back; the explicit /fr prefix makes
 * the proxy store the new choice, then redirect to the unprefixed French URL.
 */
function switchHref(locale: Locale, path: string): string {
  if (locale !== defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/**
 * Links to the same page in the other languages (translated slugs included). A full page load
 * on purpose: the proxy then stores the choice in the locale cookie.
 */
export function LanguageSwitcher({ locale, alternates, label, switchToLabel, className }: Props) {
  return (
    <nav aria-label={label} className={cn('flex items-center gap-1 text-sm', className)}>
      <ul className="flex items-center gap-1">
        {locales.map((code: Locale) => {
          const isCurrent = code === locale
          const href = switchHref(
            code,
            alternates.find((a) => a.locale === code)?.path ?? localizePath('/', code),
          )
          return (
            <li key={code}>
              {isCurrent ? (
                <span
                  aria-current="true"
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 font-semibold text-gold-300 uppercase"
                >
                  <span className="sr-only">{localeLabels[code]}</span>
                  <span aria-hidden="true">{code}</span>
                </span>
              ) : (
                <a
                  href={href}
                  hrefLang={code}
                  lang={code}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-ink-200 uppercase hover:text-gold-300"
                  data-testid={`switch-locale-${code}`}
                >
                  <span className="sr-only">{switchToLabel(localeLabels[code])}</span>
                  <span aria-hidden="true">{code}</span>
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
