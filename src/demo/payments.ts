import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { OnlineSeats } from '@/features/tournaments'

import { DEFAULT_MACHINE_AMOUNT_RULES, parisDayKey, parisWeekKey } from '@/features/payments/domain'
import { PaymentCounters } from '@/features/payments/server/counters-repository'
import { newReference } from '@/features/payments/server/payments-core'

/**
 * Payments demo data (idempotent, DEMO_CONTENT only): the casinos' trigrams printed on the slot
 * machines' QR codes, the machine amount rules, the member pages 'my tournaments' and 'my machine
 * payments', and Marie's history (a paid tournament registration and three machine credits).
 */

export type PaymentsSeedReport = { created: number; existing: number }

const context = { skipRevalidation: true }

const TRIGRAMS: Record<string, string> = {
  cannes: 'CAN',
  deauville: 'DEA',
  biarritz: 'BIA',
  aix: 'AIX',
  'aix-en-provence': 'AIX',
  evian: 'EVI',
  lyon: 'LYO',
  'le-touquet': 'TOU',
  annecy: 'ANN',
}

/** The demo slot machines of Marie's history (their QR codes carry these UUIDs). */
export const DEMO_MACHINES = {
  biarritzA: '3f2b6c1e-8d4a-4b7e-9c21-5a6f0d3e7b91',
  biarritzB: '9a7e5d3c-1b2f-4e6a-8c0d-2f4b6a8c0e13',
  cannes: 'c0ffee00-1234-4abc-8def-0123456789ab',
} as const

async function seedTrigrams(payload: Payload, report: PaymentsSeedReport) {
  const { docs } = await payload.find({
    collection: 'casinos',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const used = new Set(docs.map((casino) => casino.trigram).filter(Boolean))
  for (const casino of docs) {
    if (casino.trigram) {
      report.existing++
      continue
    }
    const wanted =
      TRIGRAMS[casino.slug] ??
      casino.slug
        .replace(/[^a-z]/g, '')
        .slice(0, 3)
        .toUpperCase()
    if (!/^[A-Z]{3}$/.test(wanted) || used.has(wanted)) continue
    used.add(wanted)
    await payload.update({
      collection: 'casinos',
      id: casino.id,
      data: { trigram: wanted, _status: 'published' },
      overrideAccess: true,
      context,
    })
    report.created++
  }
}

async function seedMachineRules(payload: Payload, report: PaymentsSeedReport) {
  const settings = await payload.findGlobal({ slug: 'machine-payment-settings', depth: 0 })
  if (settings.minCents && settings.maxCents && settings.stepCents) {
    report.existing++
    return
  }
  await payload.updateGlobal({
    slug: 'machine-payment-settings',
    data: { ...DEFAULT_MACHINE_AMOUNT_RULES },
    context,
  })
  report.created++
}

type MemberPage = {
  slugs: [string, string]
  titles: [string, string]
  intros: [string, string]
  headings: [string, string]
  blockType: 'myTournaments' | 'machinePayments'
}

const memberPages: MemberPage[] = [
  {
    slugs: ['mes-tournois', 'my-tournaments'],
    titles: ['Mes tournois', 'My tournaments'],
    headings: ['Mes inscriptions en ligne', 'My online registrations'],
    intros: [
      'Vos inscriptions en ligne aux tournois de poker, payées ou en cours.',
      'Your online poker tournament registrations, paid or in progress.',
    ],
    blockType: 'myTournaments',
  },
  {
    slugs: ['paiements-machines', 'machine-payments'],
    titles: ['Mes paiements machines', 'My machine payments'],
    headings: ['Crédits et plafonds', 'Credits and caps'],
    intros: [
      'Les crédits payés sur les machines à sous, par machine, et vos plafonds de jeu responsable.',
      'The credits you paid on slot machines, by machine, and your responsible-gaming caps.',
    ],
    blockType: 'machinePayments',
  },
]

async function seedMemberPages(payload: Payload, report: PaymentsSeedReport) {
  const account = await payload.find({
    collection: 'pages',
    locale: 'fr',
    where: { and: [{ slug: { equals: 'account' } }, { parent: { exists: false } }] },
    limit: 1,
    depth: 0,
    select: {},
  })
  const parent = account.docs[0]?.id
  if (!parent) return
  for (const page of memberPages) {
    const existing = await payload.count({
      collection: 'pages',
      locale: 'fr',
      where: { and: [{ slug: { equals: page.slugs[0] } }, { parent: { equals: parent } }] },
    })
    if (existing.totalDocs > 0) {
      report.existing++
      continue
    }
    const created = await payload.create({
      collection: 'pages',
      locale: 'fr',
      data: {
        title: page.titles[0],
        slug: page.slugs[0],
        parent,
        access: 'member',
        layout: [{ blockType: page.blockType, heading: page.headings[0], intro: page.intros[0] }],
        seo: { title: `${page.titles[0]} — Atout`, description: page.intros[0] },
        _status: 'published',
      } as never,
      context,
    })
    const block = (created.layout ?? [])[0] as { id?: string } | undefined
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'en',
      data: {
        title: page.titles[1],
        slug: page.slugs[1],
        layout: [
          {
            id: block?.id,
            blockType: page.blockType,
            heading: page.headings[1],
            intro: page.intros[1],
          },
        ],
        seo: { title: `${page.titles[1]} — Atout`, description: page.intros[1] },
        _status: 'published',
      } as never,
      context,
    })
    report.created++
  }
}

async function findMember(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function logEvents(payload: Payload, paymentId: number, events: [string, string, string][]) {
  for (const [event, from, to] of events) {
    await payload.create({
      collection: 'payment-events',
      overrideAccess: true,
      data: { payment: paymentId, event, fromStatus: from, toStatus: to, author: 'system' },
    })
  }
}

const PAID_EVENTS: [string, string, string][] = [
  ['opened', 'created', 'pending'],
  ['paid', 'pending', 'paid'],
]

async function seedMarieHistory(payload: Payload, now: Date, report: PaymentsSeedReport) {
  const marie = await findMember(payload, 'marie.dupont@demo.atout.example')
  if (!marie) return
  const mine = await payload.count({
    collection: 'payments',
    where: { member: { equals: marie.id } },
    overrideAccess: true,
  })
  if (mine.totalDocs > 0) {
    report.existing++
    return
  }
  const counters = new PaymentCounters(payload)

  // A paid registration for the next poker tournament with a buy-in.
  const { docs: tournaments } = await payload.find({
    collection: 'tournaments',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { kind: { equals: 'poker' } },
        { startsAt: { greater_than: now.toISOString() } },
        { buyInCents: { greater_than: 0 } },
      ],
    },
    sort: 'startsAt',
    limit: 1,
    depth: 1,
    locale: 'fr',
    overrideAccess: true,
  })
  const tournament = tournaments[0]
  const seat = tournament
    ? await new OnlineSeats(payload).claim(
        {
          docId: tournament.id,
          seats: tournament.seats,
          registeredCount: tournament.registeredCount ?? 0,
        },
        now,
      )
    : null
  if (tournament && seat !== null) {
    const casinoName = typeof tournament.casino === 'object' ? tournament.casino.name : ''
    const payment = await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: {
        reference: newReference('PAY'),
        status: 'paid',
        purpose: 'tournament',
        member: marie.id,
        amountCents: tournament.buyInCents,
        currency: 'EUR',
        description: `${tournament.name} · ${casinoName}`,
        locale: 'fr',
        provider: 'sandbox',
        providerRef: `sbx_demo_${tournament.tournamentId}`,
        tournament: tournament.id,
        settledAt: new Date(now.getTime() - 2 * 86_400_000).toISOString(),
      },
    })
    await logEvents(payload, payment.id, PAID_EVENTS)
    await payload.create({
      collection: 'tournament-registrations',
      overrideAccess: true,
      data: {
        reference: newReference('TRN'),
        activeKey: `${tournament.id}:${marie.id}`,
        tournament: tournament.id,
        member: marie.id,
        status: 'confirmed',
        buyInCents: tournament.buyInCents,
        payment: payment.id,
      },
    })
    report.created++
  }

  // Three machine credits, two machines at Biarritz and one at Cannes, sent to the casinos.
  const credits: [string, string, number, number][] = [
    ['BIA', DEMO_MACHINES.biarritzA, 5000, 9],
    ['BIA', DEMO_MACHINES.biarritzB, 2000, 6],
    ['CAN', DEMO_MACHINES.cannes, 10000, 3],
  ]
  for (const [trigram, machineId, amountCents, daysAgo] of credits) {
    const at = new Date(now.getTime() - daysAgo * 86_400_000)
    const payment = await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: {
        reference: newReference('PAY'),
        status: 'paid',
        purpose: 'machine',
        member: marie.id,
        amountCents,
        currency: 'EUR',
        description: `Crédit machine · ${trigram} · ${machineId.slice(0, 8)}`,
        locale: 'fr',
        provider: 'sandbox',
        providerRef: `sbx_demo_${machineId.slice(0, 8)}`,
        casinoTrigram: trigram,
        machineId,
        settledAt: at.toISOString(),
        createdAt: at.toISOString(),
      },
    })
    await logEvents(payload, payment.id, PAID_EVENTS)
    await payload.create({
      collection: 'casino-credits',
      overrideAccess: true,
      data: {
        creditId: randomUUID(),
        payment: payment.id,
        casinoTrigram: trigram,
        machineId,
        amountCents,
        status: 'sent',
        attempts: 1,
        sentAt: at.toISOString(),
      },
    })
    // Counted against the caps of the day and week they were paid.
    await counters.claimSpend(`${marie.id}:d:${parisDayKey(at)}`, amountCents, null, now)
    await counters.claimSpend(`${marie.id}:w:${parisWeekKey(at)}`, amountCents, null, now)
    report.created++
  }
}

export async function seedDemoPayments(
  payload: Payload,
  now: Date = new Date(),
): Promise<PaymentsSeedReport> {
  const report: PaymentsSeedReport = { created: 0, existing: 0 }
  await seedTrigrams(payload, report)
  await seedMachineRules(payload, report)
  await seedMemberPages(payload, report)
  await seedMarieHistory(payload, now, report)
  return report
}
