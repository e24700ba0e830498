import type { Payload } from 'payload'

import { t } from '@/features/content/server/seed/bilingual'
import { seedDemoContent, type PageSeed, type SeedReport } from '@/features/content/server/seed'

/**
 * Demo pages composed from the venue blocks (agenda, poker tournaments, seminars, jackpots, hotel
 * offers and restaurants), and the casino information block at the end of each casino's landing
 * page. Idempotent: pages are found by slug, a landing page with the block is left alone.
 */
const venuePages: PageSeed[] = [
  {
    key: 'agenda',
    title: t('Agenda des spectacles', 'Show calendar'),
    slug: t('agenda', 'show-calendar'),
    layout: () => [
      {
        blockType: 'showCalendar',
        heading: t('Ce mois-ci sur nos scènes', 'This month on our stages'),
        showFilters: true,
      },
      {
        blockType: 'showList',
        heading: t('Prochains spectacles', 'Upcoming shows'),
        limit: 12,
      },
    ],
  },
  {
    key: 'poker-tournaments',
    title: t('Tournois de poker', 'Poker tournaments'),
    slug: t('tournois-poker', 'poker-tournaments'),
    layout: () => [
      {
        blockType: 'tournamentList',
        heading: t('Le calendrier des tournois', 'Tournament schedule'),
        intro: t(
          'Filtrez par buy-in, par période et par variante ; le lien de la page garde vos filtres.',
          'Filter by buy-in, period and variant; the page link keeps your filters.',
        ),
        kind: 'poker',
        showFilters: true,
      },
    ],
  },
  {
    key: 'seminars',
    title: t('Séminaires et incentives', 'Seminars and incentives'),
    slug: t('seminaires', 'seminars'),
    layout: () => [
      {
        blockType: 'seminarOffers',
        heading: t('Nos espaces pour vos événements', 'Our spaces for your events'),
      },
      {
        blockType: 'seminarQuoteForm',
        heading: t('Demander un devis', 'Request a quote'),
        intro: t(
          'Décrivez votre projet : notre équipe événementielle vous répond sous 48 heures.',
          'Tell us about your project: our events team answers within 48 hours.',
        ),
      },
    ],
  },
  {
    key: 'jackpots',
    title: t('Derniers jackpots', 'Last jackpots'),
    slug: t('jackpots', 'jackpots'),
    layout: () => [
      {
        blockType: 'lastJackpots',
        heading: t('Ils ont gagné', 'They won'),
        machineSearch: true,
        limit: 30,
      },
    ],
  },
  {
    key: 'hotel-offers',
    title: t('Offres de nos hôtels', 'Hotel offers'),
    slug: t('offres-hotels', 'hotel-offers'),
    layout: () => [
      {
        blockType: 'hotelOffers',
        heading: t('Séjours et expériences', 'Stays and experiences'),
        showFilters: true,
        limit: 24,
      },
      {
        blockType: 'restaurantList',
        heading: t('Nos restaurants', 'Our restaurants'),
        limit: 12,
      },
    ],
  },
]

type LayoutBlock = { blockType: string }

/** Each casino's landing page ends with the casino information block (added once). */
async function addCasinoInfoBlocks(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = { created: 0, existing: 0 }
  const casinos = await payload.find({
    collection: 'casinos',
    pagination: false,
    depth: 0,
    select: { landingPage: true },
  })
  for (const casino of casinos.docs) {
    const pageId =
      typeof casino.landingPage === 'object' ? casino.landingPage?.id : casino.landingPage
    if (!pageId) continue
    const page = await payload.findByID({ collection: 'pages', id: pageId, locale: 'fr', depth: 0 })
    const layout = (page.layout ?? []) as LayoutBlock[]
    if (layout.some((block) => block.blockType === 'casinoInfo')) {
      report.existing++
      continue
    }
    await payload.update({
      collection: 'pages',
      id: pageId,
      locale: 'fr',
      data: {
        layout: [...layout, { blockType: 'casinoInfo', casino: casino.id }],
        _status: 'published',
      } as never,
      context: { skipRevalidation: true },
    })
    report.created++
  }
  return report
}

export async function seedVenuePages(payload: Payload): Promise<SeedReport> {
  const pages = await seedDemoContent(payload, {
    media: [],
    pages: venuePages,
    chrome: [],
    redirects: [],
    settings: () => ({}),
  })
  const info = await addCasinoInfoBlocks(payload)
  return { created: pages.created + info.created, existing: pages.existing + info.existing }
}
