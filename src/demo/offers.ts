import type { Payload } from 'payload'

import type { SeedReport } from './content'
import { pick, t, withIdsFrom, type Bilingual } from './content/bilingual'
import { seedSceneImage, type Motif } from './content/images'
import type { LoyaltyStatus } from '@/features/loyalty/domain'

const DAY = 86_400_000
const context = { skipRevalidation: true }

type ItemSeed = {
  key: string
  kind: 'offer' | 'event'
  title: Bilingual
  text: Bilingual
  motif: Motif
  statuses: LoyaltyStatus[]
  casinos: string[]
  fromDays: number
  untilDays: number
}

const items: ItemSeed[] = [
  {
    key: 'thursday-aperitif',
    kind: 'offer',
    title: t('L’apéritif du jeudi offert', 'Thursday aperitif on us'),
    text: t(
      'Chaque jeudi soir, un verre offert au bar sur présentation de votre carte.',
      'Every Thursday evening, a drink on us at the bar when you show your card.',
    ),
    motif: 'bar',
    statuses: [],
    casinos: [],
    fromDays: -10,
    untilDays: 50,
  },
  {
    key: 'restaurant-silver',
    kind: 'offer',
    title: t('−15 % au restaurant en semaine', '15% off at the restaurant on weekdays'),
    text: t(
      'Du lundi au jeudi, au restaurant du casino, pour vous et un invité.',
      'Monday to Thursday at the casino restaurant, for you and a guest.',
    ),
    motif: 'dining',
    statuses: ['Silver', 'Gold', 'Black'],
    casinos: [],
    fromDays: -5,
    untilDays: 25,
  },
  {
    key: 'private-dinner',
    kind: 'offer',
    title: t('Dîner au salon privé', 'Dinner in the private lounge'),
    text: t(
      'Un dîner pour deux au salon privé, menu du chef et champagne.',
      'Dinner for two in the private lounge, chef’s menu and champagne.',
    ),
    motif: 'chandelier',
    statuses: ['Gold', 'Black'],
    casinos: ['cannes', 'deauville'],
    fromDays: -2,
    untilDays: 40,
  },
  {
    key: 'jazz-night',
    kind: 'event',
    title: t('Soirée jazz au lounge', 'Jazz night in the lounge'),
    text: t(
      'Un trio jazz au lounge, entrée libre pour les membres.',
      'A jazz trio in the lounge, free entry for members.',
    ),
    motif: 'lounge',
    statuses: [],
    casinos: [],
    fromDays: -3,
    untilDays: 18,
  },
  {
    key: 'year-end-party',
    kind: 'event',
    title: t('Soirée privée de fin d’année', 'Private year-end party'),
    text: t(
      'La soirée des membres Gold et Black : dîner, orchestre et feu d’artifice.',
      'The Gold and Black members’ party: dinner, orchestra and fireworks.',
    ),
    motif: 'champagne',
    statuses: ['Gold', 'Black'],
    casinos: [],
    fromDays: -1,
    untilDays: 38,
  },
  {
    key: 'grand-prix-weekend',
    kind: 'event',
    title: t('Week-end Grand Prix', 'Grand Prix weekend'),
    text: t(
      'Deux jours d’exception pour nos membres Black : suite, paddock et tables privées.',
      'Two exceptional days for our Black members: suite, paddock and private tables.',
    ),
    motif: 'coast',
    statuses: ['Black'],
    casinos: [],
    fromDays: -1,
    untilDays: 60,
  },
]

async function seedImage(payload: Payload, item: ItemSeed, index: number): Promise<number> {
  return seedSceneImage(payload, {
    filename: `seed-offer-${item.key}.jpg`,
    scene: { motif: item.motif, hue: (index * 53) % 360, seed: 900 + index },
    alt: item.title,
  })
}

async function seedPage(
  payload: Payload,
  parentSlug: string,
  page: { slug: Bilingual; title: Bilingual; layout: unknown[]; access: 'member' | 'public' },
  report: SeedReport,
) {
  const parents = await payload.find({
    collection: 'pages',
    locale: 'fr',
    where: { and: [{ slug: { equals: parentSlug } }, { parent: { exists: false } }] },
    limit: 1,
    depth: 0,
  })
  const parent = parents.docs[0]?.id
  if (parent === undefined) return
  const found = await payload.count({
    collection: 'pages',
    locale: 'fr',
    where: { and: [{ slug: { equals: page.slug.fr } }, { parent: { equals: parent } }] },
  })
  if (found.totalDocs > 0) {
    report.existing++
    return
  }
  const tree = {
    title: page.title,
    slug: page.slug,
    seo: { title: t(`${page.title.fr} — Atout`, `${page.title.en} — Atout`) },
    layout: page.layout,
  }
  const created = await payload.create({
    collection: 'pages',
    locale: 'fr',
    data: {
      ...(pick(tree, 'fr') as object),
      parent,
      access: page.access,
      _status: 'published',
    } as never,
    context,
  })
  await payload.update({
    collection: 'pages',
    id: created.id,
    locale: 'en',
    data: { ...(withIdsFrom(pick(tree, 'en'), created) as object), _status: 'published' } as never,
    context,
  })
  report.created++
}

/**
 * Idempotent: six offers and events (every status, Silver and up, Gold and Black, Black only),
 * the member page /account/offres and the Carré VIP page of the Gold and Black ones.
 */
export async function seedDemoOffers(payload: Payload, now = Date.now()): Promise<SeedReport> {
  const report: SeedReport = { created: 0, existing: 0 }
  const casinos = await payload.find({
    collection: 'casinos',
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  const casinoIds = new Map(casinos.docs.map((casino) => [casino.slug, casino.id]))
  for (const [index, item] of items.entries()) {
    const found = await payload.count({
      collection: 'member-offers',
      locale: 'fr',
      where: { title: { equals: item.title.fr } },
    })
    if (found.totalDocs > 0) {
      report.existing++
      continue
    }
    const created = await payload.create({
      collection: 'member-offers',
      locale: 'fr',
      data: {
        kind: item.kind,
        title: item.title.fr,
        text: item.text.fr,
        image: await seedImage(payload, item, index),
        statuses: item.statuses,
        casinos: item.casinos.flatMap((slug) => casinoIds.get(slug) ?? []),
        validFrom: new Date(now + item.fromDays * DAY).toISOString(),
        validUntil: new Date(now + item.untilDays * DAY).toISOString(),
      },
      context,
    })
    await payload.update({
      collection: 'member-offers',
      id: created.id,
      locale: 'en',
      data: { title: item.title.en, text: item.text.en },
      context,
    })
    report.created++
  }
  await seedPage(
    payload,
    'account',
    {
      slug: t('offres', 'offers'),
      title: t('Mes offres et événements', 'My offers and events'),
      access: 'member',
      layout: [
        { blockType: 'memberOffers', kind: 'offer', heading: t('Mes offres', 'My offers') },
        { blockType: 'memberOffers', kind: 'event', heading: t('Mes événements', 'My events') },
      ],
    },
    report,
  )
  await seedPage(
    payload,
    'le-carre-vip',
    {
      slug: t('soirees-privees', 'private-evenings'),
      title: t('Soirées privées Gold et Black', 'Gold and Black private evenings'),
      access: 'public',
      layout: [
        {
          blockType: 'memberOffers',
          kind: 'all',
          onlyStatuses: ['Gold', 'Black'],
          heading: t('Réservé aux membres Gold et Black', 'For Gold and Black members'),
          intro: t(
            'Les offres et soirées du Carré VIP réservées aux statuts Gold et Black.',
            'The Carré VIP offers and evenings reserved for Gold and Black statuses.',
          ),
        },
      ],
    },
    report,
  )
  return report
}
