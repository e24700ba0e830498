import { listCountryOptions } from '@/features/identity'
import { listPhoneExamples } from '@/platform/domain/phone'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'

import { RoomBookingForm, TableBookingForm } from './lazy-forms'
import { loadStayFormStrings, loadTableFormStrings } from './strings'

/** Each country's format, the same in every language: computed once per process. */
let phoneExamples: Record<string, string> | undefined

/** The countries a guest's number may be from, named in the page's language, with their formats. */
function phoneCountriesOf(locale: Locale) {
  const phoneCountries = listCountryOptions(locale)
  phoneExamples ??= listPhoneExamples(phoneCountries.map((option) => option.value))
  return { phoneCountries, phoneExamples }
}

/**
 * The booking forms as venue pages and blocks show them. They read nothing per visitor on the
 * server (the pages stay cached): availability and the member's details load in the browser.
 */

export function TableBookingSection({
  locale,
  restaurantId,
  heading,
  headingLevel = 'h2',
}: {
  locale: Locale
  restaurantId: number
  heading?: string | null
  headingLevel?: 'h2' | 'h3'
}) {
  const t = getTranslator(locale, 'bookings')
  const Heading = headingLevel
  const title = heading ?? t('ui.restaurantSection')
  return (
    <section id="booking" aria-label={title} className="flex scroll-mt-24 flex-col gap-4">
      {heading !== null ? <Heading className="text-2xl text-ivory-50">{title}</Heading> : null}
      <noscript>
        <p className="text-ink-200">{t('ui.common.noScript')}</p>
      </noscript>
      <TableBookingForm
        locale={locale}
        restaurantId={restaurantId}
        strings={loadTableFormStrings(locale)}
        {...phoneCountriesOf(locale)}
      />
    </section>
  )
}

export function RoomBookingSection({
  locale,
  hotelId,
  maxGuests,
}: {
  locale: Locale
  hotelId: number
  maxGuests: number
}) {
  const t = getTranslator(locale, 'bookings')
  return (
    <section
      id="booking"
      aria-labelledby="booking-title"
      className="flex scroll-mt-24 flex-col gap-4"
    >
      <h2 id="booking-title" className="text-2xl text-ivory-50">
        {t('ui.hotelSection')}
      </h2>
      <noscript>
        <p className="text-ink-200">{t('ui.common.noScript')}</p>
      </noscript>
      <RoomBookingForm
        locale={locale}
        hotelId={hotelId}
        maxGuests={Math.max(1, maxGuests)}
        strings={loadStayFormStrings(locale)}
        {...phoneCountriesOf(locale)}
      />
    </section>
  )
}
