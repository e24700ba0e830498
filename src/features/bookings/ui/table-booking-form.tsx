'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react'

import { formatIsoDate, getParisDate } from '@/platform/domain/calendar'
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
import { formatInstant } from '@/platform/format'

import {
  type BookingConfirmationView,
  type SlotView,
  type TableDayView,
  type TableServiceKind,
} from '../domain'
import { EMPTY_GUEST, GuestFields, useMember, type GuestDetails } from './guest-fields'
import type { TableFormStrings } from './strings'
import { countPeople, fillTemplate } from './template'

type Props = {
  locale: Locale
  restaurantId: number
  strings: TableFormStrings
  /** The countries of the phone's numbering plan (France first), named in the page's language. */
  phoneCountries: SelectOption[]
  phoneExamples: Record<string, string>
}

const FIELDS = ['date', 'party', 'time', 'name', 'email', 'phone', 'note'] as const

type Answer = {
  key: string
  day: TableDayView | null
  error: { code: string; message: string } | null
}

const subscribeNever = () => () => {}
const clientToday = typeof window === 'undefined' ? '' : formatIsoDate(getParisDate(new Date()))

/**
 * Today in Paris, read in the browser once hydrated (the cached page may be older than today);
 * empty during the server render, so the two renders agree.
 */
function useParisToday(): string {
  return useSyncExternalStore(
    subscribeNever,
    () => clientToday,
    () => '',
  )
}

function groupByService(slots: SlotView[]): [TableServiceKind, SlotView[]][] {
  const groups = new Map<TableServiceKind, SlotView[]>()
  for (const slot of slots) groups.set(slot.service, [...(groups.get(slot.service) ?? []), slot])
  return [...groups.entries()]
}

/**
 * Table booking in the browser (TheFork-like): a date, the number of guests, then a free time of
 * that day as the server answers it (never a slot that cannot be honoured: the list is fetched,
 * not rendered in the cached page), then the guest's details. A member is prefilled and sees the
 * Black status discount line. The server has the last word: a time taken meanwhile is refused
 * with its message and the list is fetched again.
 */
export function TableBookingForm({
  locale,
  restaurantId,
  strings,
  phoneCountries,
  phoneExamples,
}: Props) {
  const id = useId().replace(/:/g, '')
  const { common, table, services } = strings
  const today = useParisToday()
  const [date, setDate] = useState('')
  const [party, setParty] = useState(2)
  const [time, setTime] = useState('')
  const [reload, setReload] = useState(0)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [typed, setTyped] = useState<Partial<GuestDetails>>({})
  const [done, setDone] = useState(false)
  const member = useMember(locale)
  const router = useRouter()
  const form = useApiForm({
    fallbackMessages: { network: common.network, technical: common.technical },
  })
  const guest: GuestDetails = { ...EMPTY_GUEST, ...member?.details, ...typed }
  const discount = member?.restaurantDiscountPercent ?? 0
  const shownDate = date || today
  const key = `${shownDate}|${party}|${reload}`

  useEffect(() => {
    if (!shownDate) return
    const controller = new AbortController()
    void apiRequest<TableDayView>('/api/epc/bookings/tables/slots', {
      query: { restaurant: String(restaurantId), date: shownDate, party: String(party) },
      lang: locale,
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return
      setAnswer({ key, day: result.data, error: result.error })
    })
    return () => controller.abort()
  }, [key, restaurantId, shownDate, party, locale])

  const loading = answer?.key !== key
  const day = loading ? null : (answer?.day ?? null)
  const loadError = loading ? null : (answer?.error ?? null)
  // The rules of the last answer (the largest party), while the next one loads.
  const rules = answer?.day?.rules
  const slots = day?.slots ?? []
  const chosen = slots.find((slot) => slot.time === time)
  const maxParty = rules?.maxPartyOnline ?? 8

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!chosen) {
      form.showErrors({ time: common.chooseTime })
      return
    }
    const send = (signal: AbortSignal) =>
      apiRequest<BookingConfirmationView>('/api/epc/bookings/tables', {
        method: 'POST',
        lang: locale,
        signal,
        body: {
          restaurant: restaurantId,
          date: shownDate,
          time: chosen.time,
          party,
          name: guest.name,
          email: guest.email,
          phone: guest.phone,
          phoneCountry: guest.phoneCountry,
          note: guest.note,
        },
      })
    let result = await form.submit(send)
    // A session that could not be refreshed was cleared: book as a visitor.
    if (result?.status === 401) result = await form.submit(send)
    if (!result) return
    if (result.data) {
      setDone(true)
      router.push(`${result.data.managePath}?new=1`)
      return
    }
    if (result.error?.code === 'slotUnavailable') {
      setTime('')
      setReload((count) => count + 1)
    }
  }

  const summary: SummaryItem[] = [
    ...(form.error ? [{ message: form.error.message, code: form.error.code }] : []),
    ...FIELDS.filter((field) => form.fieldErrors[field]).map((field) => ({
      message: form.fieldErrors[field]!,
      fieldId: `${id}-${field}`,
    })),
  ]
  const largerGroup = rules?.phone
    ? fillTemplate(table.largerGroup, { max: maxParty, phone: rules.phone })
    : fillTemplate(table.largerGroupNoPhone, { max: maxParty })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={loading}
      className="flex flex-col gap-6 rounded-2xl border border-ink-800 bg-ink-900/50 p-5"
    >
      <FormErrorSummary title={common.errorSummaryTitle} items={summary} focusKey={form.failures} />
      <p className="text-sm text-ink-300">{common.requiredNote}</p>
      {member ? (
        <FormStatus tone="info">
          <p>{fillTemplate(common.memberAs, { name: member.name })}</p>
          {discount > 0 ? (
            <p className="mt-1 font-semibold text-gold-200" data-discount-line>
              {fillTemplate(table.blackDiscount, { percent: discount })}
            </p>
          ) : null}
        </FormStatus>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-date`}
          name="date"
          type="date"
          label={table.date}
          required
          value={shownDate}
          min={rules?.firstDay}
          max={rules?.lastDay}
          error={form.fieldErrors.date}
          onChange={(event) => {
            setDate(event.target.value)
            setTime('')
          }}
        />
        <Select
          id={`${id}-party`}
          name="party"
          label={table.party}
          required
          value={String(party)}
          description={largerGroup}
          error={form.fieldErrors.party}
          options={Array.from({ length: maxParty }, (_, index) => ({
            value: String(index + 1),
            label: countPeople(locale, common, index + 1),
          }))}
          onChange={(event) => {
            setParty(Number(event.target.value))
            setTime('')
          }}
        />
      </div>
      <fieldset
        id={`${id}-time`}
        className="flex flex-col gap-3"
        aria-describedby={`${id}-slots-status`}
      >
        <legend className="mb-1 text-sm font-medium text-ivory-100">
          {table.time}
          <span aria-hidden="true" className="ml-1 text-gold-300">
            *
          </span>
        </legend>
        <div id={`${id}-slots-status`} role="status" className="text-sm text-ink-200">
          {loading
            ? common.loading
            : loadError
              ? loadError.message || common.technical
              : day && slots.length === 0
                ? (day.closedMessage ??
                  fillTemplate(table.noSlot, { party: countPeople(locale, common, party) }))
                : ''}
        </div>
        {groupByService(slots).map(([service, list]) => (
          <div key={service} className="flex flex-col gap-2">
            <p className="text-sm text-ink-300">{services[service]}</p>
            <div className="flex flex-wrap gap-2">
              {list.map((slot) => {
                const slotId = `${id}-slot-${slot.time.replace(':', '')}`
                return (
                  <div key={slot.time} className="relative">
                    {/* The radio covers its chip, transparent: the chip is what people see. */}
                    <input
                      id={slotId}
                      type="radio"
                      name="time"
                      value={slot.time}
                      checked={time === slot.time}
                      onChange={() => setTime(slot.time)}
                      className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
                    />
                    <label
                      htmlFor={slotId}
                      className="inline-flex min-h-11 min-w-16 items-center justify-center rounded-lg border border-ink-600 px-3 text-ivory-100 peer-checked:border-gold-400 peer-checked:bg-gold-400 peer-checked:text-ink-950 peer-hover:border-gold-400 peer-focus-visible:outline-2 peer-focus-visible:outline-gold-300"
                    >
                      {formatInstant(new Date(slot.startsAt), locale, 'time')}
                    </label>
                  </div>
                )
              })}
            </div>
          </div>
        ))}
        {form.fieldErrors.time ? (
          <p className="text-sm text-ruby-400">{form.fieldErrors.time}</p>
        ) : null}
      </fieldset>
      <GuestFields
        id={id}
        strings={common}
        phoneCountries={phoneCountries}
        phoneExamples={phoneExamples}
        noteLabel={table.note}
        values={guest}
        errors={form.fieldErrors}
        onChange={(values) => setTyped(values)}
      />
      <div>
        <SubmitButton busy={form.sending || done} busyLabel={table.sending}>
          {table.submit}
        </SubmitButton>
      </div>
    </form>
  )
}
