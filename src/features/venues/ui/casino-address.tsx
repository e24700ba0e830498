import { MapPin, Phone, Mail } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { localizePath, type Locale } from '@/platform/i18n/locales'
import { Link } from '@/ui/primitives/link'

import { mapLinkFor, type CasinoCardView } from '../domain'
import { Icon } from '@/ui/primitives/icon'

/** What the address box shows: a casino's card, or a hotel's own address under its casino. */
export type AddressCard = Pick<
  CasinoCardView,
  'slug' | 'name' | 'address' | 'geo' | 'phone' | 'email' | 'landingPath'
>

export type AddressLabels = {
  heading: string
  map: string
  phone: string
  email: string
  opensInNewTab: string
}

/** The box's labels; its heading says where the event is, or how to contact the casino. */
export async function getAddressLabels(
  locale: Locale,
  heading: 'where' | 'contact' = 'where',
): Promise<AddressLabels> {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'venues' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  return {
    heading: t(`venue.${heading}`),
    map: t('venue.mapLink'),
    phone: t('venue.phone'),
    email: t('venue.email'),
    opensInNewTab: tc('opensInNewTab'),
  }
}

/** Address, contact and a map link of a casino (the venue box of show and tournament pages). */
export function CasinoAddress({
  casino,
  locale,
  labels,
}: {
  casino: AddressCard
  locale: Locale
  labels: AddressLabels
}) {
  const landingHref = casino.landingPath ? localizePath(casino.landingPath, locale) : null
  return (
    <section
      aria-labelledby={`venue-${casino.slug}`}
      className="rounded-2xl border border-ink-800 bg-ink-900/50 p-5"
    >
      <h2 id={`venue-${casino.slug}`} className="text-xl text-ivory-50">
        {labels.heading}
      </h2>
      <p className="mt-2 font-semibold text-ivory-100">
        {landingHref ? (
          <Link
            href={landingHref}
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
            <Icon icon={Phone} aria-hidden="true" className="size-4" />
            <span className="sr-only">{labels.phone} </span>
            {casino.phone}
          </a>
        ) : null}
        {casino.email ? (
          <a
            href={`mailto:${casino.email}`}
            className="inline-flex min-h-11 items-center gap-2 hover:text-gold-300"
          >
            <Icon icon={Mail} aria-hidden="true" className="size-4" />
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
            <Icon icon={MapPin} aria-hidden="true" className="size-4" />
            {labels.map}
            <span className="sr-only"> {labels.opensInNewTab}</span>
          </a>
        ) : null}
      </address>
    </section>
  )
}
