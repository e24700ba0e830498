import { type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { type StatusTone } from '@/ui/primitives/status-badge'

import type { PaymentErrorCode } from '../server/errors'
import { formatEuros } from './format'

/**
 * The payments pages and account sections. Plain HTML forms posting to the payments API: they
 * work without JavaScript, and every answer is a page (the provider's, or this one again with
 * the error's message).
 */

export type T = ReturnType<typeof getTranslator<'payments'>>

export const STATUS_TONES: Record<string, StatusTone> = {
  paid: 'ok',
  confirmed: 'ok',
  sent: 'ok',
  pending: 'warning',
  created: 'warning',
  held: 'warning',
  sending: 'warning',
  failed: 'muted',
  canceled: 'muted',
  released: 'muted',
  refunded: 'highlight',
}

export function ErrorAlert({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-card border border-ruby-400/60 bg-ruby-700/20 p-4 text-sm text-ivory-50"
    >
      {message}
    </p>
  )
}

export function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-card border border-emerald-400/60 bg-emerald-700/20 p-4 text-sm text-ivory-50"
    >
      {children}
    </p>
  )
}

export function describeError(
  t: T,
  code: PaymentErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
) {
  const money = (value: string | number | undefined) =>
    typeof value === 'number' ? formatEuros(value, locale) : (value ?? '…')
  return t(`errors.${code}`, {
    trigram: String(params.trigram ?? '…'),
    min: money(params.min),
    max: money(params.max),
    step: money(params.step),
    remaining: money(params.remaining),
  })
}

export function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-ink-700 p-4 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-300">{term}</dt>
          <dd className="text-ivory-100">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function PageHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="flex flex-col gap-3">
      <h1 className="text-3xl text-ivory-50 sm:text-4xl">{title}</h1>
      {lead ? <p className="text-ink-200">{lead}</p> : null}
    </header>
  )
}
