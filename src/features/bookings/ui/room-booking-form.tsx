'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react'

import { addDays, formatIsoDate, parseIsoDate } from '@/platform/domain/calendar'
import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import {
  FormErrorSummary,
  FormStatus,
  Select,
  SubmitButton,
  TextField,
  useApiForm,
  type SummaryItem,
  type SelectOption,
} from '@/ui/primitives/form'
import { formatCalendarDay, formatEuros } from '@/platform/format'

import type {
  BookingConfirmationView,
  PriceCalendarView,
  RateView,
  StayAvailabilityView,
} from '../domain'
import { EMPTY_GUEST, GuestFields, useMember, type GuestDetails } from './guest-fields'
import type { StayFormStrings } from './strings'
import { countPeople, countWith, fillTemplate } from './template'

type Props = {
  locale: Locale
  hotelId: number
  /** The most guests a room of the hotel takes. */
  maxGuests: number
  strings: StayFormStrings
  /** The countries of the phone's numbering plan (France first), named in the page's language. */
  phoneCountries: SelectOption[]
  phoneExamples: Record<string, string>
}

type Choice = { roomId: number; rate: RateView; roomName: string }

const FIELDS = ['arrival', 'departure', 'guests', 'rate', 'name', 'email', 'phone', 'note'] as const

const subscribeNever = () => () => {}
const clientSearch = typeof window === 'undefined' ? '' : window.location.search

/** The offer a link asked for (?offer=12 from the hotel offers block), once hydrated. */
function useRequestedOffer(): number | null {
  const search = useSyncExternalStore(
    subscribeNever,
    () => clientSearch,
    () => '',
  )
  const offer = Number(new URLSearchParams(search).get('offer'))
  return Number.isSafeInteger(offer) && offer > 0 ? offer : null
}

/**
 * Room booking in the browser, like a hotel's own booking engine: arrival, departure and guests
 * (or a night picked in the 60-night price calendar), then the room types free for the stay with
 * each rate's total, price per night and cancellation policy, then the guest's details. Paid at the
 * hotel. Availability is always fetched, never part of the cached page.
 */
export function RoomBookingForm({
  locale,
  hotelId,
  maxGuests,
  strings,
  phoneCountries,
  phoneExamples,
}: Props) {
  const id = useId().replace(/:/g, '')
  const { common, stay } = strings
  const requestedOffer = useRequestedOffer()
  const [arrival, setArrival] = useState('')
  const [departure, setDeparture] = useState('')
  const [guests, setGuests] = useState(Math.min(2, maxGuests))
  const [calendar, setCalendar] = useState<PriceCalendarView | null>(null)
  const [availability, setAvailability] = useState<StayAvailabilityView | null>(null)
  const [picked, setPicked] = useState<string | null>(null)
  const [typed, setTyped] = useState<Partial<GuestDetails>>({})
  const [done, setDone] = useState(false)
  const member = useMember(locale)
  const router = useRouter()
  const search = useApiForm({
    fallbackMessages: { network: common.network, technical: common.technical },
  })
  const booking = useApiForm({
    fallbackMessages: { network: common.network, technical: common.technical },
  })
  const guest: GuestDetails = { ...EMPTY_GUEST, ...member?.details, ...typed }

  useEffect(() => {
    const controller = new AbortController()
    void apiRequest<PriceCalendarView>('/api/epc/bookings/rooms/calendar', {
      query: { hotel: String(hotelId), guests: String(guests) },
      lang: locale,
      signal: controller.signal,
    }).then((result) => {
      if (!controller.signal.aborted && result.data) setCalendar(result.data)
    })
    return () => controller.abort()
  }, [hotelId, guests, locale])

  async function findRooms(from: string, to: string, people: number) {
    setPicked(null)
    const result = await search.submit((signal) =>
      apiRequest<StayAvailabilityView>('/api/epc/bookings/rooms/availability', {
        query: { hotel: String(hotelId), arrival: from, departure: to, guests: String(people) },
        lang: locale,
        signal,
      }),
    )
    setAvailability(result?.data ?? null)
    const offered = result?.data?.rooms.flatMap((room) =>
      room.rates
        .filter((rate) => rate.offerId !== null && rate.offerId === requestedOffer)
        .map((rate) => `${room.roomId}:${rate.code}`),
    )
    if (offered?.[0]) setPicked(offered[0])
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const missing: Record<string, string> = {}
    if (!arrival) missing.arrival = common.required
    if (!departure) missing.departure = common.required
    // ISO days compare as strings: the server would refuse it (400) and log it in the console.
    else if (arrival && departure <= arrival) missing.departure = strings.departureBeforeArrival
    if (Object.keys(missing).length > 0) {
      setAvailability(null)
      search.showErrors(missing)
      return
    }
    void findRooms(arrival, departure, guests)
  }

  function pickNight(night: string) {
    const next = formatIsoDate(addDays(parseIsoDate(night)!, 1))
    setArrival(night)
    setDeparture(next)
    void findRooms(night, next, guests)
  }

  const choices: Choice[] =
    availability?.rooms.flatMap((room) =>
      room.rates.map((rate) => ({ roomId: room.roomId, rate, roomName: room.name })),
    ) ?? []
  const choice = choices.find(
    (candidate) => `${candidate.roomId}:${candidate.rate.code}` === picked,
  )

  async function onBook(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!availability || !choice) {
      booking.showErrors({ rate: common.chooseRate })
      return
    }
    const send = (signal: AbortSignal) =>
      apiRequest<BookingConfirmationView>('/api/epc/bookings/rooms', {
        method: 'POST',
        lang: locale,
        signal,
        body: {
          hotel: hotelId,
          room: choice.roomId,
          offer: choice.rate.offerId,
          arrival: availability.arrival,
          departure: availability.departure,
          guests: availability.guests,
          name: guest.name,
          email: guest.email,
          phone: guest.phone,
          phoneCountry: guest.phoneCountry,
          note: guest.note,
        },
      })
    let result = await booking.submit(send)
    if (result?.status === 401) result = await booking.submit(send)
    if (!result) return
    if (result.data) {
      setDone(true)
      router.push(`${result.data.managePath}?new=1`)
      return
    }
    if (result.error?.code === 'roomUnavailable') {
      void findRooms(availability.arrival, availability.departure, availability.guests)
    }
  }

  const summaryOf = (form: typeof search): SummaryItem[] => [
    ...(form.error ? [{ message: form.error.message, code: form.error.code }] : []),
    ...FIELDS.filter((field) => form.fieldErrors[field]).map((field) => ({
      message: form.fieldErrors[field]!,
      fieldId: `${id}-${field}`,
    })),
  ]
  const nights = (count: number) =>
    countWith(locale, { one: stay.nightOne, other: stay.nightMany }, count)
  const today = calendar?.nights[0]?.night

  return (
    <div className="flex flex-col gap-6 rounded-2xl border border-ink-800 bg-ink-900/50 p-5">
      <form noValidate onSubmit={onSearch} className="flex flex-col gap-4">
        <FormErrorSummary
          title={common.errorSummaryTitle}
          items={summaryOf(search)}
          focusKey={search.failures}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id={`${id}-arrival`}
            name="arrival"
            type="date"
            label={stay.arrival}
            required
            min={today}
            value={arrival}
            error={search.fieldErrors.arrival}
            onChange={(event) => setArrival(event.target.value)}
          />
          <TextField
            id={`${id}-departure`}
            name="departure"
            type="date"
            label={stay.departure}
            required
            min={arrival || today}
            value={departure}
            error={search.fieldErrors.departure}
            onChange={(event) => setDeparture(event.target.value)}
          />
          <Select
            id={`${id}-guests`}
            name="guests"
            label={stay.guests}
            required
            value={String(guests)}
            error={search.fieldErrors.guests}
            options={Array.from({ length: maxGuests }, (_, index) => ({
              value: String(index + 1),
              label: countPeople(locale, common, index + 1),
            }))}
            onChange={(event) => setGuests(Number(event.target.value))}
          />
        </div>
        <div>
          <SubmitButton busy={search.sending} busyLabel={stay.searching} appearance="secondary">
            {stay.search}
          </SubmitButton>
        </div>
      </form>

      <details className="rounded-xl border border-ink-800 p-4" open>
        <summary className="cursor-pointer text-ivory-100">{stay.calendarTitle}</summary>
        <p className="mt-2 text-sm text-ink-300">
          {fillTemplate(stay.calendarHint, { guests: countPeople(locale, common, guests) })}
        </p>
        {calendar ? (
          <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6">
            {calendar.nights.map((night) => {
              const date = formatCalendarDay(night.night, locale, 'short')
              const price =
                night.lowestCents === null ? null : formatEuros(night.lowestCents, locale)
              return (
                <li key={night.night}>
                  <button
                    type="button"
                    disabled={price === null}
                    aria-pressed={arrival === night.night}
                    aria-label={
                      price === null
                        ? fillTemplate(stay.calendarDayFull, {
                            date: formatCalendarDay(night.night, locale, 'long'),
                          })
                        : fillTemplate(stay.calendarDay, {
                            date: formatCalendarDay(night.night, locale, 'long'),
                            price,
                          })
                    }
                    onClick={() => pickNight(night.night)}
                    className="flex min-h-11 w-full flex-col items-center rounded-lg border border-ink-700 px-1 py-1.5 text-xs text-ink-200 hover:border-gold-400 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-gold-400 aria-pressed:bg-gold-400/15"
                  >
                    <span>{date}</span>
                    <span className="font-semibold text-ivory-50">
                      {price ?? stay.calendarFull}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        ) : (
          <p role="status" className="mt-3 text-sm text-ink-300">
            {common.loading}
          </p>
        )}
      </details>

      {availability ? (
        <form noValidate onSubmit={onBook} className="flex flex-col gap-6">
          <FormErrorSummary
            title={common.errorSummaryTitle}
            items={summaryOf(booking)}
            focusKey={booking.failures}
          />
          <fieldset id={`${id}-rate`} className="flex flex-col gap-4">
            <legend className="mb-2 text-lg text-ivory-50">
              {fillTemplate(stay.roomsTitle, {
                arrival: formatCalendarDay(availability.arrival, locale, 'long'),
                departure: formatCalendarDay(availability.departure, locale, 'long'),
              })}
            </legend>
            {choices.length === 0 ? (
              <p role="status" className="text-ink-200">
                {fillTemplate(stay.noRoom, {
                  guests: countPeople(locale, common, availability.guests),
                })}
              </p>
            ) : null}
            <ul className="flex flex-col gap-4">
              {availability.rooms.map((room) => (
                <li key={room.roomId} className="rounded-xl border border-ink-800 p-4">
                  <h3 className="text-lg text-ivory-50">{room.name}</h3>
                  <p className="text-sm text-ink-300">
                    {fillTemplate(stay.maxGuests, { count: room.maxGuests })}
                    {room.roomsLeft === 1 && room.rates.length > 0 ? ` · ${stay.lastRoom}` : ''}
                  </p>
                  {room.unavailableMessage ? (
                    <p className="mt-2 text-sm text-ink-200">{room.unavailableMessage}</p>
                  ) : (
                    <div className="mt-3 flex flex-col gap-3">
                      {room.rates.map((rate) => {
                        const value = `${room.roomId}:${rate.code}`
                        const optionId = `${id}-rate-${room.roomId}-${rate.code}`
                        return (
                          <div key={rate.code} className="flex items-start gap-3">
                            <input
                              id={optionId}
                              type="radio"
                              name="rate"
                              value={value}
                              checked={picked === value}
                              onChange={() => setPicked(value)}
                              aria-describedby={`${optionId}-terms`}
                              className="mt-1 size-5 shrink-0 cursor-pointer accent-gold-400"
                            />
                            <div className="text-sm">
                              <label htmlFor={optionId} className="cursor-pointer text-ivory-100">
                                {rate.name} —{' '}
                                {fillTemplate(stay.total, {
                                  total: formatEuros(rate.totalCents, locale),
                                })}
                              </label>
                              <p id={`${optionId}-terms`} className="text-ink-300">
                                {[
                                  nights(rate.nights),
                                  fillTemplate(stay.perNight, {
                                    price: formatEuros(rate.perNightCents, locale),
                                  }),
                                  rate.freeCancellationUntil
                                    ? fillTemplate(stay.freeUntil, {
                                        date: formatCalendarDay(
                                          rate.freeCancellationUntil,
                                          locale,
                                          'long',
                                        ),
                                      })
                                    : stay.nonRefundable,
                                ].join(' · ')}
                              </p>
                              {rate.conditions ? (
                                <p className="text-ink-400">{rate.conditions}</p>
                              ) : null}
                            </div>
                          </div>
                        )
                      })}
                      {room.unavailableRates.map((rate) => {
                        // Shown, not hidden: the guest learns what a longer stay would offer.
                        const optionId = `${id}-rate-${room.roomId}-${rate.code}`
                        return (
                          <div key={rate.code} className="flex items-start gap-3">
                            <input
                              id={optionId}
                              type="radio"
                              name="rate"
                              value={`${room.roomId}:${rate.code}`}
                              disabled
                              aria-describedby={`${optionId}-reason`}
                              className="mt-1 size-5 shrink-0 accent-gold-400"
                            />
                            <div className="text-sm">
                              <label htmlFor={optionId} className="text-ink-300">
                                {rate.name}
                              </label>
                              <p id={`${optionId}-reason`} className="text-ink-200">
                                {rate.message}
                              </p>
                            </div>
                          </div>
                        )
                      })}
                    </div>
                  )}
                </li>
              ))}
            </ul>
            {booking.fieldErrors.rate ? (
              <p className="text-sm text-ruby-400">{booking.fieldErrors.rate}</p>
            ) : null}
          </fieldset>
          {choice ? (
            <>
              <FormStatus tone="info">
                <p>
                  {fillTemplate(stay.selected, {
                    room: choice.roomName,
                    rate: choice.rate.name,
                    total: formatEuros(choice.rate.totalCents, locale),
                  })}
                </p>
                <p className="mt-1">{stay.payAtHotel}</p>
                {member ? (
                  <p className="mt-1">{fillTemplate(common.memberAs, { name: member.name })}</p>
                ) : null}
              </FormStatus>
              <GuestFields
                id={id}
                strings={common}
                phoneCountries={phoneCountries}
                phoneExamples={phoneExamples}
                noteLabel={stay.note}
                values={guest}
                errors={booking.fieldErrors}
                onChange={(values) => setTyped(values)}
              />
              <div>
                <SubmitButton busy={booking.sending || done} busyLabel={stay.sending}>
                  {stay.submit}
                </SubmitButton>
              </div>
            </>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
