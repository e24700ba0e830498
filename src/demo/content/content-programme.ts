import { t } from './bilingual'
import type { PageSeed } from './seed-types'

/**
 * Pages composed from the venue and programme blocks: the show agenda, poker tournaments,
 * seminars, jackpots and hotel offers. Seeded with the rest of the content (before the header and
 * footer, which link to them); the blocks read the venues seeded afterwards at render time.
 */
export const programmePages: PageSeed[] = [
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
      {
        blockType: 'tournamentRegistration',
        heading: t('S’inscrire en ligne', 'Register online'),
        intro: t(
          'Membres connectés : réservez votre place et réglez le buy-in par carte, sans passer à la caisse.',
          'Logged-in members: hold your seat and pay the buy-in by card, without queuing at the cash desk.',
        ),
        limit: 6,
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
    ],
  },
  {
    key: 'newsletter',
    title: t('Newsletter', 'Newsletter'),
    slug: t('newsletter', 'newsletter'),
    layout: () => [
      {
        blockType: 'newsletterSignup',
        heading: t('Recevoir nos actualités', 'Get our news'),
        intro: t(
          'Spectacles, tournois, séjours et offres de nos partenaires : choisissez ce qui vous intéresse. Un lien de confirmation vous est envoyé par e-mail.',
          'Shows, tournaments, stays and our partners’ offers: choose what interests you. A confirmation link is sent to you by e-mail.',
        ),
      },
    ],
  },
]
