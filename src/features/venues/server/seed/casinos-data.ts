import { t, type Bilingual } from '@/features/content/server/seed/bilingual'

type Range = { day: string; opens: string; closes: string }

export type CasinoSeedData = {
  slug: string
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
  weekly: Range[]
}

/** Every day from `opens` to `closes` (past midnight belongs to the opening day). */
function daily(opens: string, closes: string, weekendCloses = closes): Range[] {
  return ['1', '2', '3', '4', '5', '6', '7'].map((day) => ({
    day,
    opens,
    closes: day === '5' || day === '6' ? weekendCloses : closes,
  }))
}

/** The eight casinos of the demo; names and cities match their landing pages in content-casinos.ts. */
export const casinoSeeds: CasinoSeedData[] = [
  {
    slug: 'cannes',
    name: 'Casino Atout Cannes Croisette',
    city: 'Cannes',
    landingPath: '/nos-casinos/casino-cannes-croisette',
    heroMedia: 'cannes-hero',
    street: '12 boulevard de la Croisette',
    postalCode: '06400',
    geo: { lat: 43.5508, lng: 7.0174 },
    phone: '+33 4 93 00 12 12',
    email: 'cannes@atout-casinos.fr',
    summary: t(
      'Face à la baie, 300 machines à sous, la roulette anglaise et un toit-terrasse ouvert jusqu’à l’aube.',
      'Facing the bay: 300 slot machines, English roulette and a rooftop terrace open until dawn.',
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
    weekly: daily('10:00', '04:00', '05:00'),
  },
  {
    slug: 'deauville',
    name: 'Casino Atout Deauville Les Planches',
    city: 'Deauville',
    landingPath: '/nos-casinos/casino-deauville-les-planches',
    heroMedia: 'deauville-hero',
    street: '2 rue Edmond Blanc',
    postalCode: '14800',
    geo: { lat: 49.3593, lng: 0.0706 },
    phone: '+33 2 31 14 31 14',
    email: 'deauville@atout-casinos.fr',
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
    weekly: daily('10:00', '03:00', '04:00'),
  },
  {
    slug: 'biarritz',
    name: 'Casino Atout Biarritz Côte des Basques',
    city: 'Biarritz',
    landingPath: '/nos-casinos/casino-biarritz-cote-des-basques',
    heroMedia: 'biarritz-hero',
    street: '1 avenue Édouard VII',
    postalCode: '64200',
    geo: { lat: 43.4847, lng: -1.5587 },
    phone: '+33 5 59 22 77 77',
    email: 'biarritz@atout-casinos.fr',
    summary: t(
      'Art déco face à l’océan : jeux, bar à cocktails et couchers de soleil sur la Grande Plage.',
      'Art deco facing the ocean: games, a cocktail bar and sunsets over the Grande Plage.',
    ),
    facilities: ['slot-machines', 'table-games', 'bar', 'restaurant', 'hotel', 'spa', 'shows'],
    weekly: daily('10:00', '03:00', '04:00'),
  },
  {
    slug: 'aix-en-provence',
    name: 'Casino Atout Aix Mirabeau',
    city: 'Aix-en-Provence',
    landingPath: '/nos-casinos/casino-aix-mirabeau',
    heroMedia: 'aix-hero',
    street: '2 boulevard Jean Jaurès',
    postalCode: '13100',
    geo: { lat: 43.5311, lng: 5.4454 },
    phone: '+33 4 42 26 30 30',
    email: 'aix@atout-casinos.fr',
    summary: t(
      'Au bout du cours Mirabeau, un casino provençal avec brasserie, poker et terrasse sous les platanes.',
      'At the end of the Cours Mirabeau, a Provençal casino with a brasserie, poker and a terrace under the plane trees.',
    ),
    facilities: ['slot-machines', 'table-games', 'poker', 'restaurant', 'bar', 'shows', 'terrace'],
    weekly: daily('11:00', '03:00', '04:00'),
  },
  {
    slug: 'evian',
    name: 'Casino Atout Évian Rive du Lac',
    city: 'Évian-les-Bains',
    landingPath: '/nos-casinos/casino-evian-rive-du-lac',
    heroMedia: 'evian-hero',
    street: '24 quai Baron de Blonay',
    postalCode: '74500',
    geo: { lat: 46.4009, lng: 6.5907 },
    phone: '+33 4 50 26 87 87',
    email: 'evian@atout-casinos.fr',
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
    weekly: daily('10:00', '03:00', '04:00'),
  },
  {
    slug: 'lyon',
    name: 'Casino Atout Lyon Confluence',
    city: 'Lyon',
    landingPath: '/nos-casinos/casino-lyon-confluence',
    heroMedia: 'lyon-hero',
    street: '112 cours Charlemagne',
    postalCode: '69002',
    geo: { lat: 45.7409, lng: 4.8183 },
    phone: '+33 4 78 17 53 53',
    email: 'lyon@atout-casinos.fr',
    summary: t(
      'Le plus grand casino du groupe : 400 machines, salle de poker et club de jazz au Confluent.',
      'The group’s largest casino: 400 machines, a poker room and a jazz club where the rivers meet.',
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
    weekly: daily('09:00', '04:00', '05:00'),
  },
  {
    slug: 'le-touquet',
    name: 'Casino Atout Le Touquet Les Pins',
    city: 'Le Touquet-Paris-Plage',
    landingPath: '/nos-casinos/casino-le-touquet-les-pins',
    heroMedia: 'touquet-hero',
    street: 'Place Edmond Ducros',
    postalCode: '62520',
    geo: { lat: 50.5221, lng: 1.5886 },
    phone: '+33 3 21 05 15 15',
    email: 'letouquet@atout-casinos.fr',
    summary: t(
      'Entre pins et dunes, un casino de station balnéaire avec sa table de la mer.',
      'Between pines and dunes, a seaside-resort casino with its seafood table.',
    ),
    facilities: ['slot-machines', 'table-games', 'restaurant', 'bar', 'shows', 'parking'],
    weekly: daily('10:00', '02:00', '04:00'),
  },
  {
    slug: 'annecy',
    name: 'Casino Atout Annecy Le Pâquier',
    city: 'Annecy',
    landingPath: '/nos-casinos/casino-annecy-le-paquier',
    heroMedia: 'annecy-hero',
    street: '6 avenue d’Albigny',
    postalCode: '74000',
    geo: { lat: 45.9011, lng: 6.1326 },
    phone: '+33 4 50 10 44 44',
    email: 'annecy@atout-casinos.fr',
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
    weekly: daily('10:00', '03:00', '04:00'),
  },
]
