import type { Payload } from 'payload'

import type { SeedReport } from './content'
import { evaluateMemberAccounts } from '@/features/loyalty'
import { pick, t, withIdsFrom, type Bilingual } from './content/bilingual'
import { seedSceneImage, type Motif } from './content/images'

import type { RewardCategory } from '@/features/rewards/domain'
import type { LoyaltyStatus } from '@/features/loyalty/domain'
import { RewardsRepository } from '@/features/rewards/server/rewards-repository'
import { redeemReward } from '@/features/rewards/server/rewards-service'

type RewardSeed = {
  key: string
  category: RewardCategory
  title: Bilingual
  description: Bilingual
  motif: Motif
  pointsCost: number
  stock?: number
  minimumStatus?: LoyaltyStatus
  casinos?: string[]
  /** Days ago it was published (under 30: 'new'). */
  publishedDaysAgo: number
  /** Days from now its availability ends. */
  endsInDays?: number
}

const r = (
  key: string,
  category: RewardCategory,
  [titleFr, titleEn]: [string, string],
  [descFr, descEn]: [string, string],
  motif: Motif,
  pointsCost: number,
  extra: Partial<RewardSeed> = {},
): RewardSeed => ({
  key,
  category,
  title: t(titleFr, titleEn),
  description: t(descFr, descEn),
  motif,
  pointsCost,
  publishedDaysAgo: 90,
  ...extra,
})

/** The demo catalogue: 26 rewards over the six categories, costs from 1,550 to 62,000 points. */
const catalogue: RewardSeed[] = [
  r(
    'bar-champagne',
    'bars',
    ['Coupe de champagne', 'Glass of champagne'],
    [
      'Une coupe de brut au bar du casino, servie avec ses amuse-bouches.',
      'A glass of brut at the casino bar, served with appetisers.',
    ],
    'champagne',
    1_550,
    { publishedDaysAgo: 120 },
  ),
  r(
    'bar-cocktail',
    'bars',
    ['Cocktail signature', 'Signature cocktail'],
    [
      'Le cocktail du barman, à découvrir au lounge.',
      'The head bartender’s creation, in the lounge.',
    ],
    'bar',
    2_300,
    { publishedDaysAgo: 12 },
  ),
  r(
    'bar-duo',
    'bars',
    ['Apéritif pour deux', 'Aperitif for two'],
    [
      'Deux verres et une planche de tapas au bar panoramique.',
      'Two drinks and a tapas board at the panoramic bar.',
    ],
    'lounge',
    4_650,
    { casinos: ['cannes', 'biarritz'] },
  ),
  r(
    'bar-magnum',
    'bars',
    ['Magnum de champagne en salon privé', 'Champagne magnum in a private lounge'],
    [
      'Un magnum partagé entre amis dans un salon réservé.',
      'A magnum shared with friends in a private lounge.',
    ],
    'chandelier',
    31_000,
    { minimumStatus: 'Gold', stock: 8 },
  ),
  r(
    'hotel-breakfast',
    'hotels',
    ['Petit-déjeuner au lit', 'Breakfast in bed'],
    [
      'Le petit-déjeuner continental servi en chambre.',
      'Continental breakfast served in your room.',
    ],
    'hotel',
    3_100,
    { publishedDaysAgo: 8 },
  ),
  r(
    'hotel-late',
    'hotels',
    ['Départ tardif', 'Late check-out'],
    ['Gardez votre chambre jusqu’à 16 h.', 'Keep your room until 4 pm.'],
    'palms',
    4_650,
  ),
  r(
    'hotel-night',
    'hotels',
    ['Une nuit en chambre double', 'One night in a double room'],
    [
      'Une nuit pour deux, petit-déjeuner compris, selon disponibilités.',
      'One night for two, breakfast included, subject to availability.',
    ],
    'sea',
    24_800,
    { minimumStatus: 'Silver', stock: 12, casinos: ['deauville', 'biarritz', 'evian'] },
  ),
  r(
    'hotel-spa',
    'hotels',
    ['Accès au spa pour deux', 'Spa access for two'],
    [
      'Une demi-journée au spa de l’hôtel : piscine, hammam, sauna.',
      'Half a day at the hotel spa: pool, hammam, sauna.',
    ],
    'spa',
    9_300,
    { publishedDaysAgo: 20, casinos: ['evian', 'deauville'] },
  ),
  r(
    'hotel-suite',
    'hotels',
    ['Week-end en suite', 'Weekend in a suite'],
    [
      'Deux nuits en suite avec vue, dîner gastronomique offert.',
      'Two nights in a suite with a view, gourmet dinner included.',
    ],
    'hotel',
    62_000,
    { minimumStatus: 'Black', stock: 3, casinos: ['deauville'] },
  ),
  r(
    'slots-credit-10',
    'slot-machines',
    ['10 € de crédit machines', '€10 slot credit'],
    [
      'Un crédit de jeu à utiliser sur toutes les machines à sous.',
      'Play credit for any slot machine.',
    ],
    'slots',
    6_200,
  ),
  r(
    'slots-credit-25',
    'slot-machines',
    ['25 € de crédit machines', '€25 slot credit'],
    [
      'Un crédit de jeu plus généreux, pour une belle soirée.',
      'A more generous play credit, for a fine evening.',
    ],
    'slots',
    15_500,
    { minimumStatus: 'Silver' },
  ),
  r(
    'slots-tournament',
    'slot-machines',
    ['Entrée au tournoi de machines', 'Slot tournament entry'],
    ['Une place au tournoi mensuel de machines à sous.', 'A seat at the monthly slot tournament.'],
    'slots',
    7_750,
    { publishedDaysAgo: 5, stock: 40, endsInDays: 45 },
  ),
  r(
    'slots-vip-area',
    'slot-machines',
    ['Soirée en espace machines VIP', 'Evening in the VIP slots area'],
    ['Accès à l’espace privé, boissons comprises.', 'Access to the private area, drinks included.'],
    'artdeco',
    12_400,
    { minimumStatus: 'Gold', casinos: ['cannes', 'lyon'] },
  ),
  r(
    'show-seat',
    'shows',
    ['Place de spectacle', 'Show ticket'],
    [
      'Une place en catégorie 1 pour un spectacle de la saison.',
      'A category 1 seat for a show this season.',
    ],
    'stage',
    9_300,
  ),
  r(
    'show-duo',
    'shows',
    ['Deux places de spectacle', 'Two show tickets'],
    [
      'Deux places côte à côte, coupe de champagne à l’entracte.',
      'Two seats side by side, champagne at the interval.',
    ],
    'stage',
    17_050,
    { minimumStatus: 'Silver', stock: 20 },
  ),
  r(
    'show-dinner',
    'shows',
    ['Dîner-spectacle', 'Dinner show'],
    [
      'Le dîner-spectacle du samedi soir, menu trois plats.',
      'The Saturday dinner show, three-course menu.',
    ],
    'dining',
    21_700,
    { publishedDaysAgo: 15, casinos: ['cannes', 'aix-en-provence'] },
  ),
  r(
    'show-backstage',
    'shows',
    ['Rencontre en coulisses', 'Backstage meeting'],
    ['Rencontrez les artistes après la représentation.', 'Meet the artists after the performance.'],
    'stage',
    27_900,
    { minimumStatus: 'Black', stock: 4 },
  ),
  r(
    'table-initiation',
    'table-games',
    ['Initiation aux jeux de table', 'Table games lesson'],
    [
      'Un croupier vous apprend la roulette et le black-jack.',
      'A dealer teaches you roulette and blackjack.',
    ],
    'roulette',
    3_100,
    { publishedDaysAgo: 3 },
  ),
  r(
    'table-chips',
    'table-games',
    ['20 € de jetons de table', '€20 in table chips'],
    [
      'Des jetons à jouer sur les tables de roulette et de black-jack.',
      'Chips to play at the roulette and blackjack tables.',
    ],
    'cards',
    12_400,
  ),
  r(
    'table-poker',
    'table-games',
    ['Entrée au tournoi de poker', 'Poker tournament entry'],
    [
      'Le buy-in d’un tournoi de Texas Hold’em du vendredi.',
      'The buy-in for a Friday Texas Hold’em tournament.',
    ],
    'poker',
    18_600,
    { stock: 30, minimumStatus: 'Silver' },
  ),
  r(
    'table-private',
    'table-games',
    ['Table privée d’un soir', 'A private table for a night'],
    [
      'Une table de black-jack réservée pour vous et vos invités.',
      'A blackjack table reserved for you and your guests.',
    ],
    'cards',
    46_500,
    { minimumStatus: 'Black', stock: 2, casinos: ['cannes'] },
  ),
  r(
    'other-parking',
    'other',
    ['Voiturier offert', 'Free valet parking'],
    [
      'Le voiturier pour une soirée, à l’arrivée au casino.',
      'Valet parking for an evening, on arrival.',
    ],
    'facade',
    1_550,
  ),
  r(
    'other-gift',
    'other',
    ['Coffret cadeau Atout', 'Atout gift box'],
    [
      'Un coffret de douceurs et d’accessoires aux couleurs du Carré VIP.',
      'A box of treats and accessories in Carré VIP colours.',
    ],
    'membership',
    5_450,
    { publishedDaysAgo: 25, stock: 50 },
  ),
  r(
    'other-restaurant',
    'other',
    ['Dîner pour deux', 'Dinner for two'],
    [
      'Un dîner au restaurant du casino, boissons comprises.',
      'Dinner at the casino restaurant, drinks included.',
    ],
    'dining',
    20_150,
    { minimumStatus: 'Silver' },
  ),
  r(
    'other-transfer',
    'other',
    ['Transfert en voiture avec chauffeur', 'Chauffeured car transfer'],
    [
      'Aller et retour entre votre hôtel et le casino.',
      'Return trip between your hotel and the casino.',
    ],
    'city',
    14_000,
    { minimumStatus: 'Gold', casinos: ['lyon', 'evian', 'aix-en-provence'] },
  ),
  r(
    'other-summer',
    'other',
    ['Soirée d’été sur la plage', 'Summer beach party'],
    [
      'La soirée des membres sur la plage du casino, en juillet.',
      'The members’ party on the casino beach, in July.',
    ],
    'coast',
    8_000,
    { publishedDaysAgo: 200, endsInDays: -20 },
  ),
]

const DAY = 86_400_000
const context = { skipRevalidation: true }

async function findByTitle(payload: Payload, title: string) {
  const found = await payload.find({
    collection: 'rewards',
    locale: 'fr',
    where: { title: { equals: title } },
    limit: 1,
    depth: 0,
  })
  return found.docs[0]?.id
}

async function seedImage(payload: Payload, seed: RewardSeed, index: number) {
  return seedSceneImage(payload, {
    filename: `seed-reward-${seed.key}.jpg`,
    scene: { motif: seed.motif, hue: (index * 37) % 360, seed: 500 + index },
    alt: seed.title,
  })
}

/** The member pages of the rewards, under /account, in both languages. */
const pages = [
  {
    slug: t('avantages', 'rewards'),
    title: t('Mes avantages', 'My rewards'),
    layout: [
      {
        blockType: 'rewardsCatalogue',
        list: 'new',
        showFilters: false,
        heading: t('Nouveaux avantages', 'New rewards'),
        intro: t('Publiés ces 30 derniers jours.', 'Published in the last 30 days.'),
      },
      {
        blockType: 'rewardsCatalogue',
        list: 'all',
        showFilters: true,
        heading: t('Tous les avantages', 'All rewards'),
        intro: t(
          'Échangez vos points contre un bon à présenter au casino.',
          'Redeem your points for a voucher to show at the casino.',
        ),
      },
      {
        blockType: 'rewardsCatalogue',
        list: 'latest',
        showFilters: false,
        heading: t('Mes derniers avantages', 'My latest rewards'),
      },
    ],
  },
  {
    slug: t('mes-bons', 'my-vouchers'),
    title: t('Mes bons', 'My vouchers'),
    layout: [
      {
        blockType: 'memberVouchers',
        heading: t('Mes bons d’avantage', 'My reward vouchers'),
        intro: t(
          'Présentez le code ou le QR code à l’accueil du casino.',
          'Show the code or the QR code at the casino’s front desk.',
        ),
      },
    ],
  },
]

async function seedPages(payload: Payload, report: SeedReport) {
  const parents = await payload.find({
    collection: 'pages',
    locale: 'fr',
    where: { and: [{ slug: { equals: 'account' } }, { parent: { exists: false } }] },
    limit: 1,
    depth: 0,
  })
  const parent = parents.docs[0]?.id
  if (parent === undefined) return
  for (const page of pages) {
    const found = await payload.count({
      collection: 'pages',
      locale: 'fr',
      where: { and: [{ slug: { equals: page.slug.fr } }, { parent: { equals: parent } }] },
    })
    if (found.totalDocs > 0) {
      report.existing++
      continue
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
        access: 'member',
        _status: 'published',
      } as never,
      context,
    })
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'en',
      data: {
        ...(withIdsFrom(pick(tree, 'en'), created) as object),
        _status: 'published',
      } as never,
      context,
    })
    report.created++
  }
}

/**
 * Idempotent: the demo catalogue (found by its French title), its pictures, the member pages,
 * and Marie's vouchers (redeemed by the rules with fixed idempotency keys, one already used).
 * Needs the casinos, the account page and the demo members' points (loyalty seed).
 */
export async function seedDemoRewards(payload: Payload, now = Date.now()): Promise<SeedReport> {
  const report: SeedReport = { created: 0, existing: 0 }
  const casinos = await payload.find({
    collection: 'casinos',
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  const casinoIds = new Map(casinos.docs.map((casino) => [casino.slug, casino.id]))
  const ids = new Map<string, number>()
  for (const [index, seed] of catalogue.entries()) {
    const existing = await findByTitle(payload, seed.title.fr)
    if (existing !== undefined) {
      ids.set(seed.key, existing)
      report.existing++
      continue
    }
    const image = await seedImage(payload, seed, index)
    const created = await payload.create({
      collection: 'rewards',
      locale: 'fr',
      data: {
        title: seed.title.fr,
        description: seed.description.fr,
        image,
        category: seed.category,
        pointsCost: seed.pointsCost,
        stock: seed.stock ?? null,
        minimumStatus: seed.minimumStatus ?? 'White',
        purpose: 'catalogue',
        casinos: (seed.casinos ?? []).flatMap((slug) => casinoIds.get(slug) ?? []),
        publishedAt: new Date(now - seed.publishedDaysAgo * DAY).toISOString(),
        availableUntil:
          seed.endsInDays === undefined
            ? null
            : new Date(now + seed.endsInDays * DAY).toISOString(),
      },
      context,
    })
    await payload.update({
      collection: 'rewards',
      id: created.id,
      locale: 'en',
      data: { title: seed.title.en, description: seed.description.en },
      context,
    })
    ids.set(seed.key, created.id)
    report.created++
  }
  await seedPages(payload, report)

  const marie = await payload.find({
    collection: 'members',
    where: { email: { equals: 'marie.dupont@demo.atout.example' } },
    limit: 1,
    depth: 0,
  })
  const marieId = marie.docs[0]?.id
  if (marieId === undefined) return report
  const ctx = { payload, locale: 'fr' as const, now }
  for (const [index, key] of ['bar-champagne', 'show-seat', 'hotel-breakfast'].entries()) {
    const rewardId = ids.get(key)
    if (rewardId === undefined) continue
    const { voucher, created } = await redeemReward(ctx, marieId, {
      rewardId,
      idempotencyKey: `demo-seed-${key}`,
    }).catch(() => ({ voucher: null, created: false }))
    if (!voucher || !created) continue
    report.created++
    // The oldest was used at the casino desk.
    if (index === 0) {
      const stored = await new RewardsRepository(payload).findVoucherByCode(marieId, voucher.code)
      if (stored) {
        await payload.update({
          collection: 'reward-vouchers',
          id: stored.id,
          data: { status: 'used' },
          context,
        })
      }
    }
  }
  // Redeeming spends the oldest points first, those that expire soonest: the forecast stored on
  // Marie's account (init's pointsExpiringSoon) follows now rather than at night.
  await evaluateMemberAccounts(payload, [marieId], now)
  return report
}
