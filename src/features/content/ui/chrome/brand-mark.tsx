import { localizePath, type Locale } from '@/platform/i18n/locales'
import { Link } from '@/ui/primitives/link'

/** The Atout mark: a gold spade in a ring (inline SVG, no request). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        fill="currentColor"
        d="M16 6.5c-1.6 2.9-7.2 6.4-7.2 10.2 0 2.3 1.8 4 4 4 1 0 1.9-.3 2.5-.9-.3 1.9-1.1 3.3-2.4 4.3h6.2c-1.3-1-2.1-2.4-2.4-4.3.6.6 1.5.9 2.5.9 2.2 0 4-1.7 4-4 0-3.8-5.6-7.3-7.2-10.2Z"
      />
    </svg>
  )
}

/** The mark and the site's name, linking home: the start of the header (and of the 404 frame). */
export function BrandHomeLink({
  siteName,
  locale,
  homeLabel,
}: {
  siteName: string
  locale: Locale
  homeLabel: string
}) {
  return (
    <Link
      href={localizePath('/', locale)}
      className="flex items-center gap-2 text-gold-300"
      aria-label={`${siteName} — ${homeLabel}`}
    >
      <BrandMark className="size-8" />
      <span className="font-display text-2xl tracking-wide text-ivory-100">{siteName}</span>
    </Link>
  )
}
