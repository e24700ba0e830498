import { MapPin, Phone, Mail } from 'lucide-react'

import type { Locale } from '@/platform/i18n/locales'
import { cn } from '@/ui/primitives/cn'
import { Link } from '@/ui/primitives/link'

import { mapLinkFor, type CasinoCard } from '../domain/casino-card'

export type StatusTone = 'ok' | 'warning' | 'muted' | 'highlight'

const tones: Record<StatusTone, string> = {
  ok: 'border-emerald-400/60 text-emerald-400',
  warning: 'border-ruby-400/70 text-ruby-400',
  muted: 'border-ink-600 text-ink-300',
  highlight: 'border-gold-400/70 text-gold-200',
}

export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}

/** Address, contact and a map link of a casino (the venue box of show and tournament pages). */
export function CasinoAddress({
  casino,
  labels,
}: {
  casino: CasinoCard
  locale: Locale
  labels: { heading: string; map: string; phone: string; email: string; opensInNewTab: string }
}) {
  return (
    <section
      aria-labelledby={`venue-${casino.slug}`}
      className="rounded-2xl border border-ink-800 bg-ink-900/50 p-5"
    >
      <h2 id={`venue-${casino.slug}`} className="text-xl text-ivory-50">
        {labels.heading}
      </h2>
      <p className="mt-2 font-semibold text-ivory-100">
        {casino.landingHref ? (
          <Link
            href={casino.landingHref}
            prefetch={false}
            className="hover:text-gold-300 underline-offset-4 hover:underline"
          >
            {casino.name}
          </Link>
        ) : (
          casino.name
        )}
      </p>
      <address className="mt-1 flex flex-col gap-2 text-sm text-ink-200 not-italic">
        <span>
          {casino.address.street}, {casino.address.postalCode} {casino.address.city}
        </span>
        {casino.phone ? (
          <a
            href={`tel:${casino.phone.replace(/\s+/g, '')}`}
            className="inline-flex min-h-11 items-center gap-2 hover:text-gold-300"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="sr-only">{labels.phone} </span>
            {casino.phone}
          </a>
        ) : null}
        {casino.email ? (
          <a
            href={`mailto:${casino.email}`}
            className="inline-flex min-h-11 items-center gap-2 hover:text-gold-300"
          >
            <Mail aria-hidden="true" className="size-4" />
            <span className="sr-only">{labels.email} </span>
            {casino.email}
          </a>
        ) : null}
        {casino.geo ? (
          <a
            href={mapLinkFor(casino.geo)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 text-gold-300 hover:underline"
          >
            <MapPin aria-hidden="true" className="size-4" />
            {labels.map}
            <span className="sr-only"> {labels.opensInNewTab}</span>
          </a>
        ) : null}
      </address>
    </section>
  )
}
