'use client'

import { useRouter } from 'next/navigation'
import { useMemo, useRef, useState } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { imageAttributes } from '@/ui/primitives/image-attributes'
import { useHydrated } from '@/ui/primitives/use-hydrated'

import type { IneligibilityCode, RewardCategory, RewardSort } from '../domain'
import type { VoucherDto } from '../server/views'
import { formatDay } from './format'
import { VoucherCard } from './voucher-card'

export type RewardCardView = {
  id: number
  title: string
  description: string | null
  category: RewardCategory
  categoryLabel: string
  pointsCost: number
  costLabel: string
  isNew: boolean
  stockLabel: string | null
  casinosLabel: string
  casinos: { slug: string; name: string }[]
  image: { url: string; alt: string; width: number | null; height: number | null } | null
  eligible: boolean
  reasons: { code: IneligibilityCode; message: string }[]
  lastRedeemedLabel: string | null
}

export type CatalogueStrings = {
  points: string
  status: string | null
  filterLabel: string
  allCategories: string
  sortLabel: string
  sortAsc: string
  sortDesc: string
  empty: string
  newBadge: string
  redeem: string
  redeeming: string
  casinoLabel: string
  why: string
  failed: string
  close: string
  voucherCode: string
  voucherHint: string
  voucherAnyCasino: string
  voucherTitle: string
  voucherQr: string
  voucherValidUntil: string
  voucherCasino: string
  counts: Record<number, string>
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

type Outcome = { rewardId: number; voucher?: VoucherDto; error?: string }

/**
 * The member's rewards: category filter and points sort (in the page, no reload), each reward
 * with its reasons when it cannot be taken, and redemption. One idempotency key per attempt, kept
 * until it succeeds, so a double click or a retry after a lost answer gives one voucher.
 */
export function RewardsCatalogue({
  locale,
  rewards,
  strings,
  categories,
  showFilters,
  favouriteCasino,
  initialSort,
}: {
  locale: Locale
  rewards: RewardCardView[]
  strings: CatalogueStrings
  categories: { value: RewardCategory; label: string }[]
  showFilters: boolean
  favouriteCasino: string | null
  initialSort: RewardSort
}) {
  const router = useRouter()
  const [category, setCategory] = useState<RewardCategory | 'all'>('all')
  const [sort, setSort] = useState<RewardSort>(initialSort)
  const [pending, setPending] = useState<number | null>(null)
  // A click before the code runs would do nothing: the buttons wait for it.
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [casinos, setCasinos] = useState<Record<number, string>>({})
  const keys = useRef(new Map<number, string>())

  const shown = useMemo(() => {
    const chosen = rewards.filter((reward) => category === 'all' || reward.category === category)
    if (!showFilters) return chosen
    const direction = sort === 'points-desc' ? -1 : 1
    return [...chosen].sort(
      (a, b) =>
        (a.pointsCost - b.pointsCost) * direction ||
        a.title.localeCompare(b.title, locale) ||
        a.id - b.id,
    )
  }, [rewards, category, sort, showFilters, locale])

  async function redeem(reward: RewardCardView) {
    if (pending !== null) return
    const key = keys.current.get(reward.id) ?? crypto.randomUUID()
    keys.current.set(reward.id, key)
    setPending(reward.id)
    setOutcome(null)
    try {
      const casino =
        casinos[reward.id] ??
        reward.casinos.find((item) => item.slug === favouriteCasino)?.slug ??
        reward.casinos[0]?.slug ??
        null
      const response = await fetch('/api/epc/profile/vouchers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rewardId: reward.id, casino, idempotencyKey: key }),
      })
      const body = (await response.json().catch(() => null)) as {
        voucher?: VoucherDto
        message?: string
      } | null
      if (response.ok && body?.voucher) {
        keys.current.delete(reward.id)
        setOutcome({ rewardId: reward.id, voucher: body.voucher })
        router.refresh()
      } else {
        if (response.status < 500) keys.current.delete(reward.id)
        setOutcome({ rewardId: reward.id, error: body?.message ?? strings.failed })
      }
    } catch {
      setOutcome({ rewardId: reward.id, error: strings.failed })
    } finally {
      setPending(null)
    }
  }

  const voucher = outcome?.voucher
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg text-ivory-100" data-member-points>
        {strings.points}
        {strings.status ? <span className="ml-3 text-gold-300">{strings.status}</span> : null}
      </p>

      {voucher ? (
        <div role="status" className="flex flex-col gap-3">
          <VoucherCard
            voucher={voucher}
            strings={{
              title: fill(strings.voucherTitle, { title: voucher.rewardTitle }),
              codeLabel: strings.voucherCode,
              qrLabel: fill(strings.voucherQr, { code: voucher.code }),
              validUntil: fill(strings.voucherValidUntil, {
                date: formatDay(voucher.validUntil, locale),
              }),
              casino: voucher.casino
                ? fill(strings.voucherCasino, { casino: voucher.casino.name })
                : strings.voucherAnyCasino,
              hint: strings.voucherHint,
            }}
          />
          <button
            type="button"
            onClick={() => setOutcome(null)}
            className="self-start text-sm text-gold-300 underline underline-offset-4"
          >
            {strings.close}
          </button>
        </div>
      ) : null}

      {showFilters ? (
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1 text-sm text-ink-200">
            {strings.filterLabel}
            {/* A choice made before the code runs would be undone as it starts: the lists wait
                for it, as the buttons do. */}
            <select
              value={category}
              disabled={!hydrated}
              onChange={(event) => setCategory(event.target.value as RewardCategory | 'all')}
              className="rounded-md border border-ink-600 bg-ink-950 px-3 py-2 text-ivory-50"
            >
              <option value="all">{strings.allCategories}</option>
              {categories.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm text-ink-200">
            {strings.sortLabel}
            <select
              value={sort}
              disabled={!hydrated}
              onChange={(event) => setSort(event.target.value as RewardSort)}
              className="rounded-md border border-ink-600 bg-ink-950 px-3 py-2 text-ivory-50"
            >
              <option value="points-asc">{strings.sortAsc}</option>
              <option value="points-desc">{strings.sortDesc}</option>
            </select>
          </label>
          <p className="text-sm text-ink-300" aria-live="polite">
            {strings.counts[shown.length] ?? shown.length}
          </p>
        </div>
      ) : null}

      {shown.length === 0 ? (
        <p className="text-ink-200">{strings.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((reward) => (
            <li
              key={reward.id}
              data-reward-id={reward.id}
              className="flex flex-col overflow-hidden rounded-xl border border-ink-800 bg-ink-900/60"
            >
              {reward.image ? (
                // next/image's attributes on a plain <img>: its component adds nothing here.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  {...imageAttributes(
                    {
                      src: reward.image.url,
                      alt: reward.image.alt,
                      width: reward.image.width ?? 480,
                      height: reward.image.height ?? 320,
                      sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
                      className: 'aspect-[3/2] w-full object-cover',
                    },
                    reward.image.width,
                  )}
                  alt={reward.image.alt}
                />
              ) : null}
              <div className="flex flex-1 flex-col gap-2 p-4">
                <p className="text-xs font-semibold tracking-widest text-gold-300 uppercase">
                  {reward.categoryLabel}
                  {reward.isNew ? (
                    <span className="ml-2 rounded bg-gold-400 px-1.5 py-0.5 text-ink-950">
                      {strings.newBadge}
                    </span>
                  ) : null}
                </p>
                <h3 className="text-lg text-ivory-50">{reward.title}</h3>
                {reward.description ? (
                  <p className="text-sm text-ink-200">{reward.description}</p>
                ) : null}
                <p className="font-semibold text-ivory-100">{reward.costLabel}</p>
                <p className="text-sm text-ink-300">{reward.casinosLabel}</p>
                {reward.stockLabel ? (
                  <p className="text-sm text-gold-200">{reward.stockLabel}</p>
                ) : null}
                {reward.lastRedeemedLabel ? (
                  <p className="text-sm text-ink-300">{reward.lastRedeemedLabel}</p>
                ) : null}
                <div className="mt-auto flex flex-col gap-2 pt-2">
                  {reward.eligible ? (
                    <>
                      {reward.casinos.length > 1 ? (
                        <label className="flex flex-col gap-1 text-sm text-ink-200">
                          {strings.casinoLabel}
                          <select
                            value={
                              casinos[reward.id] ??
                              reward.casinos.find((item) => item.slug === favouriteCasino)?.slug ??
                              reward.casinos[0]!.slug
                            }
                            disabled={!hydrated}
                            onChange={(event) =>
                              setCasinos((current) => ({
                                ...current,
                                [reward.id]: event.target.value,
                              }))
                            }
                            className="rounded-md border border-ink-600 bg-ink-950 px-3 py-2 text-ivory-50"
                          >
                            {reward.casinos.map((item) => (
                              <option key={item.slug} value={item.slug}>
                                {item.name}
                              </option>
                            ))}
                          </select>
                        </label>
                      ) : null}
                      <button
                        type="button"
                        onClick={() => redeem(reward)}
                        disabled={pending !== null || !hydrated}
                        aria-label={`${strings.redeem} — ${reward.title}`}
                        className="rounded-full bg-gold-400 px-4 py-2 font-semibold text-ink-950 hover:bg-gold-300 disabled:opacity-60"
                      >
                        {pending === reward.id ? strings.redeeming : strings.redeem}
                      </button>
                    </>
                  ) : (
                    <div data-reasons>
                      <p className="text-sm font-semibold text-ink-200">{strings.why}</p>
                      <ul className="text-sm text-ink-300">
                        {reward.reasons.map((reason) => (
                          <li key={reason.code} data-reason={reason.code}>
                            {reason.message}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {outcome?.rewardId === reward.id && outcome.error ? (
                    <p role="alert" className="text-sm text-ruby-400">
                      {outcome.error}
                    </p>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
