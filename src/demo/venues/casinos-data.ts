import { t, type Bilingual } from '../content/bilingual'
import {
  casinoFacts,
  type CasinoFacts,
  type CasinoKey,
  type OpeningRange,
} from '../content/casino-facts'

export type CasinoSeedData = {
  slug: CasinoKey
  name: string
  city: string
  /** Path of the casino's landing page seeded by the content area (French). */
  landingPath: string
  heroMedia: string
  street: string
  postalCode: string
  geo: { lat: number; lng: number }
  phone: string
  email: string
  summary: Bilingual
  facilities: string[]
  weekly: OpeningRange[]
}

/** Address, contact and hours come from the facts the landing pages are written from. */
function factsOf(
  slug: CasinoKey,
): Pick<CasinoSeedData, 'city' | 'street' | 'postalCode' | 'geo' | 'phone' | 'email' | 'weekly'> {
  const facts: CasinoFacts = casinoFacts[slug]
  return {
    city: facts.city,
    street: facts.street,
    postalCode: facts.postalCode,
    geo: facts.geo,
    phone: facts.phone,
    email: facts.email,
    weekly: facts.weekly,
  }
}

/** The eight casinos of the demo; names and cities match their landing pages in content-casinos.ts. */
export const casinoSeeds: CasinoSeedData[] = [
  {
    slug: 'cannes',
    ...factsOf('cannes'),
    name: 'Casino Atout Cannes Croisette',
    landingPath: '/nos-casinos/casino-cannes-croisette',
    heroMedia: 'cannes-hero',
    summary: t(
      'Face à la baie, 220 machines à sous, la roulette anglaise et un toit-terrasse ouvert jusqu’à l’aube.',
      'Facing the bay: 220 slot machines, English roulette and a rooftop terrace open until dawn.',
    ),
    facilities: [
      'slot-machines',
      'table-games',
      'poker',
      'restaurant',
      'bar',
      'hotel',
      'spa',
      'shows',
      'terrace',
    ],
  },
  {
    slug: 'deauville',
    ...factsOf('deauville'),
    name: 'Casino Atout Deauville Les Planches',
    landingPath: '/nos-casinos/casino-deauville-les-planches',
    heroMedia: 'deauville-hero',
    summary: t(
      'Le casino des Planches et son théâtre à l’italienne, à deux pas de la plage.',
      'The boardwalk casino and its Italian-style theatre, a stone’s throw from the beach.',
    ),
    facilities: [
      'slot-machines',
      'table-games',
      'poker',
      'restaurant',
      'bar',
      'hotel',
      'shows',
      'seminar-rooms',
      'parking',
    ],
  },
  {
    slug: 'biarritz',
    ...factsOf('biarritz'),
    name: 'Casino Atout Biarritz Côte des Basques',
    landingPath: '/nos-casinos/casino-biarritz-cote-des-basques',
    heroMedia: 'biarritz-hero',
    summary: t(
      'Art déco face à l’océan : jeux, bar à cocktails et couchers de soleil sur la Côte des Basques.',
      'Art deco facing the ocean: games, a cocktail bar and sunsets over the Côte des Basques.',
    ),
    facilities: ['slot-machines', 'table-games', 'bar', 'restaurant', 'hotel', 'spa', 'shows'],
  },
  {
    slug: 'aix-en-provence',
    ...factsOf('aix-en-provence'),
    name: 'Casino Atout Aix Mirabeau',
    landingPath: '/nos-casinos/casino-aix-mirabeau',
    heroMedia: 'aix-hero',
    summary: t(
      'Au bout du cours Mirabeau, un casino provençal avec brasserie, poker et terrasse sous les platanes.',
      'At the end of the Cours Mirabeau, a Provençal casino with a brasserie, poker and a terrace under the plane trees.',
    ),
    facilities: ['slot-machines', 'table-games', 'poker', 'restaurant', 'bar', 'shows', 'terrace'],
  },
  {
    slug: 'evian',
    ...factsOf('evian'),
    name: 'Casino Atout Évian Rive du Lac',
    landingPath: '/nos-casinos/casino-evian-rive-du-lac',
    heroMedia: 'evian-hero',
    summary: t(
      'Les salons Belle Époque au bord du Léman, un hôtel cinq étoiles et son spa.',
      'Belle Époque salons on the shore of Lake Geneva, a five-star hotel and its spa.',
    ),
    facilities: [
      'slot-machines',
      'table-games',
      'poker',
      'restaurant',
      'bar',
      'hotel',
      'spa',
      'shows',
      'seminar-rooms',
      'parking',
    ],
  },
  {
    slug: 'lyon',
    ...factsOf('lyon'),
    name: 'Casino Atout Lyon Confluence',
    landingPath: '/nos-casinos/casino-lyon-confluence',
    heroMedia: 'lyon-hero',
    summary: t(
      'Le plus grand casino du groupe : 300 machines, salle de poker et club de jazz au Confluent.',
      'The group’s largest casino: 300 machines, a poker room and a jazz club where the rivers meet.',
    ),
    facilities: [
      'slot-machines',
      'table-games',
      'poker',
      'restaurant',
      'bar',
      'shows',
      'seminar-rooms',
      'parking',
    ],
  },
  {
    slug: 'le-touquet',
    ...factsOf('le-touquet'),
    name: 'Casino Atout Le Touquet Les Pins',
    landingPath: '/nos-casinos/casino-le-touquet-les-pins',
    heroMedia: 'touquet-hero',
    summary: t(
      'Entre pins et dunes, un casino de station balnéaire avec sa table de la mer.',
      'Between pines and dunes, a seaside-resort casino with its seafood table.',
    ),
    facilities: ['slot-machines', 'table-games', 'restaurant', 'bar', 'shows', 'parking'],
  },
  {
    slug: 'annecy',
    ...factsOf('annecy'),
    name: 'Casino Atout Annecy Le Pâquier',
    landingPath: '/nos-casinos/casino-annecy-le-paquier',
    heroMedia: 'annecy-hero',
    summary: t(
      'Sur la pelouse du Pâquier, face au lac et aux montagnes, jeux, scène et cuisine savoyarde.',
      'On the Pâquier lawn facing the lake and mountains: games, a stage and Savoyard cooking.',
    ),
    facilities: [
      'slot-machines',
      'table-games',
      'poker',
      'restaurant',
      'bar',
      'hotel',
      'shows',
      'terrace',
    ],
  },
]
