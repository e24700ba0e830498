import { t, type Bilingual } from '../content/bilingual'

export type RestaurantSeedData = {
  slug: string
  casino: string
  name: string
  cuisine: Bilingual
  priceLevel: '1' | '2' | '3' | '4'
  averagePriceCents: number
  summary: Bilingual
  media: string
  bookingEnabled: boolean
  /** Lunch and dinner, or evening only. */
  hours: 'lunchAndDinner' | 'evening' | 'allDay'
  menu: { section: Bilingual; dishes: Bilingual[] }[]
}

export const restaurantSeeds: RestaurantSeedData[] = [
  {
    slug: 'le-toit-de-la-croisette',
    casino: 'cannes',
    name: 'Le Toit de la Croisette',
    cuisine: t('Méditerranéenne', 'Mediterranean'),
    priceLevel: '3',
    averagePriceCents: 6500,
    summary: t(
      'Un toit-terrasse face aux îles de Lérins : poissons de la criée et légumes du pays niçois.',
      'A rooftop facing the Lérins islands: fish from the market and vegetables from around Nice.',
    ),
    media: 'cannes-rooftop',
    bookingEnabled: true,
    hours: 'evening',
    menu: [
      {
        section: t('Entrées', 'Starters'),
        dishes: [
          t('Pissaladière fine, anchois de Collioure', 'Thin pissaladière, Collioure anchovies'),
          t('Tartare de daurade, agrumes et basilic', 'Sea bream tartare, citrus and basil'),
        ],
      },
      {
        section: t('Plats', 'Mains'),
        dishes: [
          t(
            'Loup rôti, fenouil confit et sauce vierge',
            'Roast sea bass, candied fennel, sauce vierge',
          ),
          t('Risotto aux gambas et citron de Menton', 'Prawn risotto with Menton lemon'),
        ],
      },
    ],
  },
  {
    slug: 'la-plage-atout',
    casino: 'cannes',
    name: 'La Plage Atout',
    cuisine: t('Grillades et salades', 'Grills and salads'),
    priceLevel: '2',
    averagePriceCents: 3800,
    summary: t(
      'Les pieds dans le sable, grillades au feu de bois et salades fraîches à midi.',
      'Feet in the sand: wood-fired grills and fresh salads at lunchtime.',
    ),
    media: 'restaurants-hero',
    bookingEnabled: false,
    hours: 'lunchAndDinner',
    menu: [
      {
        section: t('À la plancha', 'From the plancha'),
        dishes: [
          t('Entrecôte, frites maison', 'Rib steak, homemade fries'),
          t('Poulpe grillé, pommes grenaille', 'Grilled octopus, baby potatoes'),
        ],
      },
    ],
  },
  {
    slug: 'la-brasserie-des-planches',
    casino: 'deauville',
    name: 'La Brasserie des Planches',
    cuisine: t('Brasserie normande', 'Norman brasserie'),
    priceLevel: '2',
    averagePriceCents: 4200,
    summary: t(
      'Huîtres d’Isigny, sole meunière et tarte aux pommes flambée au calvados.',
      'Isigny oysters, sole meunière and apple tart flambéed with calvados.',
    ),
    media: 'deauville-theatre',
    bookingEnabled: true,
    hours: 'lunchAndDinner',
    menu: [
      {
        section: t('Fruits de mer', 'Seafood'),
        dishes: [
          t('Six huîtres d’Isigny n° 3', 'Six Isigny oysters no. 3'),
          t('Moules de bouchot à la crème', 'Bouchot mussels in cream'),
        ],
      },
      {
        section: t('Desserts', 'Desserts'),
        dishes: [t('Tarte aux pommes, calvados flambé', 'Apple tart flambéed with calvados')],
      },
    ],
  },
  {
    slug: 'le-bar-de-la-vague',
    casino: 'biarritz',
    name: 'Le Bar de la Vague',
    cuisine: t('Tapas basques', 'Basque tapas'),
    priceLevel: '1',
    averagePriceCents: 2500,
    summary: t(
      'Pintxos, jambon de Bayonne et cocktails face à la Grande Plage.',
      'Pintxos, Bayonne ham and cocktails facing the Grande Plage.',
    ),
    media: 'biarritz-bar',
    bookingEnabled: false,
    hours: 'evening',
    menu: [
      {
        section: t('Pintxos', 'Pintxos'),
        dishes: [
          t('Piquillos farcis à la morue', 'Piquillo peppers stuffed with salt cod'),
          t('Txistorra grillée', 'Grilled txistorra sausage'),
        ],
      },
    ],
  },
  {
    slug: 'la-brasserie-mirabeau',
    casino: 'aix-en-provence',
    name: 'La Brasserie Mirabeau',
    cuisine: t('Provençale', 'Provençal'),
    priceLevel: '2',
    averagePriceCents: 3900,
    summary: t(
      'Sous les platanes, aïoli du vendredi, daube et calissons maison.',
      'Under the plane trees: Friday aïoli, beef daube and homemade calissons.',
    ),
    media: 'aix-brasserie',
    bookingEnabled: true,
    hours: 'allDay',
    menu: [
      {
        section: t('Plats', 'Mains'),
        dishes: [
          t('Daube provençale, polenta crémeuse', 'Provençal beef daube, creamy polenta'),
          t('Grand aïoli (le vendredi)', 'Grand aïoli (Fridays)'),
        ],
      },
    ],
  },
  {
    slug: 'la-table-du-lac',
    casino: 'evian',
    name: 'La Table du Lac',
    cuisine: t('Gastronomique', 'Fine dining'),
    priceLevel: '4',
    averagePriceCents: 9500,
    summary: t(
      'Féra et omble chevalier du Léman, herbes des alpages : une table étoilée au bord de l’eau.',
      'Lake Geneva féra and Arctic char, alpine herbs: a starred table by the water.',
    ),
    media: 'evian-salon',
    bookingEnabled: true,
    hours: 'evening',
    menu: [
      {
        section: t('Menu Rive du Lac', 'Rive du Lac menu'),
        dishes: [
          t('Féra du Léman, beurre blanc à l’oseille', 'Lake féra, sorrel beurre blanc'),
          t('Omble chevalier, cresson et noisette', 'Arctic char, watercress and hazelnut'),
          t('Soufflé chaud à la chartreuse', 'Hot Chartreuse soufflé'),
        ],
      },
    ],
  },
  {
    slug: 'le-bouchon-confluence',
    casino: 'lyon',
    name: 'Le Bouchon Confluence',
    cuisine: t('Lyonnaise', 'Lyonnaise'),
    priceLevel: '2',
    averagePriceCents: 3500,
    summary: t(
      'Quenelle de brochet, tablier de sapeur et pot de côtes-du-rhône, comme dans les traboules.',
      'Pike quenelle, tablier de sapeur and a pot of Côtes du Rhône, just like in the old town.',
    ),
    media: 'lyon-club',
    bookingEnabled: true,
    hours: 'lunchAndDinner',
    menu: [
      {
        section: t('Spécialités', 'Specialities'),
        dishes: [
          t('Quenelle de brochet, sauce Nantua', 'Pike quenelle, Nantua sauce'),
          t('Saucisson brioché, salade de lentilles', 'Sausage in brioche, lentil salad'),
        ],
      },
    ],
  },
  {
    slug: 'la-table-des-dunes',
    casino: 'le-touquet',
    name: 'La Table des Dunes',
    cuisine: t('Poissons et fruits de mer', 'Fish and seafood'),
    priceLevel: '3',
    averagePriceCents: 5200,
    summary: t(
      'La pêche de Boulogne-sur-Mer et les légumes de la Côte d’Opale.',
      'The catch of Boulogne-sur-Mer and vegetables from the Opal Coast.',
    ),
    media: 'touquet-dining',
    bookingEnabled: true,
    hours: 'lunchAndDinner',
    menu: [
      {
        section: t('De la mer', 'From the sea'),
        dishes: [
          t('Waterzoï de poissons de la criée', 'Fish waterzooi from the market'),
          t('Sole entière meunière', 'Whole sole meunière'),
        ],
      },
    ],
  },
  {
    slug: 'le-paquier-gourmand',
    casino: 'annecy',
    name: 'Le Pâquier Gourmand',
    cuisine: t('Savoyarde', 'Savoyard'),
    priceLevel: '2',
    averagePriceCents: 3600,
    summary: t(
      'Tartiflette au reblochon fermier, filets de perche et tarte aux myrtilles.',
      'Farmhouse reblochon tartiflette, perch fillets and blueberry tart.',
    ),
    media: 'annecy-stage',
    bookingEnabled: false,
    hours: 'lunchAndDinner',
    menu: [
      {
        section: t('Plats', 'Mains'),
        dishes: [
          t('Filets de perche du lac, frites', 'Lake perch fillets, fries'),
          t('Tartiflette au reblochon fermier', 'Farmhouse reblochon tartiflette'),
        ],
      },
    ],
  },
]

export type RoomSeedData = {
  name: Bilingual
  type: 'standard' | 'superior' | 'deluxe' | 'junior-suite' | 'suite'
  capacity: number
  sizeM2: number
  priceFromCents: number
  amenities: string[]
  description: Bilingual
}

export type HotelOfferSeedData = {
  slug: string
  title: Bilingual
  summary: Bilingual
  conditions: Bilingual
  categories: ('experiences' | 'rooms' | 'spas')[]
  priceFromCents: number
  /** Days from today: the offer's validity. */
  validForDays: number
  rooms: number[]
}

export type HotelSeedData = {
  slug: string
  casino: string
  name: string
  stars: '4' | '5'
  media: string
  street: string
  postalCode: string
  geo: { lat: number; lng: number }
  phone: string
  summary: Bilingual
  spa: { name: string; description: Bilingual } | null
  experiences: { title: Bilingual; description: Bilingual }[]
  rooms: RoomSeedData[]
  offers: HotelOfferSeedData[]
}

const classic = (view: 'sea-view' | 'lake-view' | 'balcony', fromCents: number): RoomSeedData => ({
  name: t('Chambre Classique', 'Classic Room'),
  type: 'standard',
  capacity: 2,
  sizeM2: 24,
  priceFromCents: fromCents,
  amenities: ['air-conditioning', 'wifi', 'safe', view === 'balcony' ? 'balcony' : 'minibar'],
  description: t(
    'Lit double ou deux lits, salle de douche, décor contemporain aux tons sable.',
    'A double or twin beds, shower room, contemporary décor in sandy tones.',
  ),
})

const superior = (view: 'sea-view' | 'lake-view', fromCents: number): RoomSeedData => ({
  name: t(
    view === 'sea-view' ? 'Chambre Supérieure vue mer' : 'Chambre Supérieure vue lac',
    view === 'sea-view' ? 'Superior Sea-View Room' : 'Superior Lake-View Room',
  ),
  type: 'superior',
  capacity: 3,
  sizeM2: 32,
  priceFromCents: fromCents,
  amenities: [view, 'balcony', 'bathtub', 'coffee-machine', 'wifi', 'air-conditioning'],
  description: t(
    'Balcon privatif, baignoire et lit king size, avec un canapé convertible pour un enfant.',
    'A private balcony, bathtub and king-size bed, with a sofa bed for a child.',
  ),
})

const suite = (fromCents: number): RoomSeedData => ({
  name: t('Suite Prestige', 'Prestige Suite'),
  type: 'suite',
  capacity: 4,
  sizeM2: 58,
  priceFromCents: fromCents,
  amenities: ['sea-view', 'balcony', 'bathtub', 'minibar', 'coffee-machine', 'wifi', 'safe'],
  description: t(
    'Salon séparé, terrasse et service de majordome ; accès privé au Carré VIP du casino.',
    'A separate lounge, terrace and butler service; private access to the casino’s Carré VIP.',
  ),
})

export const hotelSeeds: HotelSeedData[] = [
  {
    slug: 'hotel-atout-croisette',
    casino: 'cannes',
    name: 'Hôtel Atout Croisette',
    stars: '5',
    media: 'hotels-hero',
    street: '50 boulevard de la Croisette',
    postalCode: '06400',
    geo: { lat: 43.5513, lng: 7.0231 },
    phone: '+33 4 65 71 20 50',
    summary: t(
      'Un palace sur la Croisette, relié au casino par une galerie privée, avec piscine et spa.',
      'A palace on the Croisette, linked to the casino by a private gallery, with a pool and spa.',
    ),
    spa: {
      name: 'Spa Riviera',
      description: t(
        'Piscine chauffée, hammam et soins aux huiles de Grasse.',
        'Heated pool, hammam and treatments with Grasse oils.',
      ),
    },
    experiences: [
      {
        title: t('Sortie en mer aux îles de Lérins', 'Boat trip to the Lérins islands'),
        description: t(
          'Un voilier privé, un pique-nique et la baignade à Sainte-Marguerite.',
          'A private sailing boat, a picnic and a swim off Sainte-Marguerite.',
        ),
      },
    ],
    rooms: [classic('balcony', 29000), superior('sea-view', 42000), suite(89000)],
    offers: [
      {
        slug: 'croisette-escapade-spa',
        title: t('Escapade spa sur la Croisette', 'Spa escape on the Croisette'),
        summary: t(
          'Deux nuits vue mer, petit-déjeuner et un soin de 50 minutes par personne.',
          'Two sea-view nights, breakfast and a 50-minute treatment each.',
        ),
        conditions: t(
          'Séjour de deux nuits minimum, selon disponibilité. Non remboursable.',
          'Two-night minimum stay, subject to availability. Non-refundable.',
        ),
        categories: ['spas', 'rooms'],
        priceFromCents: 98000,
        validForDays: 120,
        rooms: [1],
      },
      {
        slug: 'croisette-nuit-de-gala',
        title: t('Nuit de gala au casino', 'Gala night at the casino'),
        summary: t(
          'Une nuit en suite, dîner au Toit de la Croisette et places pour la revue.',
          'A night in a suite, dinner at Le Toit de la Croisette and tickets for the revue.',
        ),
        conditions: t('Les vendredis et samedis uniquement.', 'Fridays and Saturdays only.'),
        categories: ['experiences'],
        priceFromCents: 145000,
        validForDays: 60,
        rooms: [2],
      },
    ],
  },
  {
    slug: 'hotel-atout-les-planches',
    casino: 'deauville',
    name: 'Hôtel Atout Les Planches',
    stars: '4',
    media: 'deauville-hero',
    street: '4 rue Edmond Blanc',
    postalCode: '14800',
    geo: { lat: 49.3596, lng: 0.0711 },
    phone: '+33 2 61 91 14 90',
    summary: t(
      'Maison normande à colombages à deux minutes de la plage, avec un bar à cidre.',
      'A half-timbered Norman house two minutes from the beach, with a cider bar.',
    ),
    spa: null,
    experiences: [
      {
        title: t('Matinée aux courses', 'A morning at the races'),
        description: t(
          'Visite des écuries et entrée à l’hippodrome de la Touques.',
          'A stable visit and entry to the Touques racecourse.',
        ),
      },
    ],
    rooms: [classic('balcony', 16000), superior('sea-view', 23000)],
    offers: [
      {
        slug: 'planches-week-end-cinema',
        title: t('Week-end cinéma et Planches', 'Cinema weekend on the boardwalk'),
        summary: t(
          'Une nuit, le petit-déjeuner et deux places pour un spectacle du théâtre.',
          'One night, breakfast and two tickets for a theatre show.',
        ),
        conditions: t('Hors période du festival du film.', 'Outside the film festival period.'),
        categories: ['experiences', 'rooms'],
        priceFromCents: 29000,
        validForDays: 90,
        rooms: [0, 1],
      },
      {
        slug: 'planches-nuit-supplementaire',
        title: t('La troisième nuit offerte', 'Third night free'),
        summary: t(
          'Réservez deux nuits, la troisième est offerte.',
          'Book two nights, the third is on us.',
        ),
        conditions: t('Du dimanche au jeudi.', 'Sunday to Thursday.'),
        categories: ['rooms'],
        priceFromCents: 32000,
        validForDays: 45,
        rooms: [0],
      },
    ],
  },
  {
    slug: 'hotel-atout-rive-du-lac',
    casino: 'evian',
    name: 'Hôtel Atout Rive du Lac',
    stars: '5',
    media: 'hotels-spa',
    street: '26 quai Baron-de-Blonay',
    postalCode: '74500',
    geo: { lat: 46.4012, lng: 6.5912 },
    phone: '+33 4 65 71 74 55',
    summary: t(
      'Un hôtel Belle Époque les pieds dans le Léman, avec spa thermal et jardins à l’anglaise.',
      'A Belle Époque hotel on the shore of Lake Geneva, with a thermal spa and English gardens.',
    ),
    spa: {
      name: 'Spa des Sources',
      description: t(
        'Bassins d’eau d’Évian, parcours de cryothérapie et soins minceur.',
        'Évian water pools, a cryotherapy circuit and slimming treatments.',
      ),
    },
    experiences: [
      {
        title: t('Croisière sur le Léman', 'Lake Geneva cruise'),
        description: t(
          'Un bateau Belle Époque jusqu’à Lausanne, déjeuner à bord.',
          'A Belle Époque steamer to Lausanne, with lunch on board.',
        ),
      },
      {
        title: t('Randonnée dans le Chablais', 'Hiking in the Chablais'),
        description: t(
          'Une journée avec un guide de moyenne montagne.',
          'A day with a mountain guide.',
        ),
      },
    ],
    rooms: [classic('balcony', 24000), superior('lake-view', 36000), suite(72000)],
    offers: [
      {
        slug: 'rive-du-lac-cure-bien-etre',
        title: t('Cure bien-être trois jours', 'Three-day wellness retreat'),
        summary: t(
          'Trois nuits, pension complète diététique et six soins au Spa des Sources.',
          'Three nights, full-board healthy menus and six treatments at the Spa des Sources.',
        ),
        conditions: t(
          'Certificat médical demandé pour la cryothérapie.',
          'A medical certificate is required for cryotherapy.',
        ),
        categories: ['spas'],
        priceFromCents: 186000,
        validForDays: 150,
        rooms: [1],
      },
      {
        slug: 'rive-du-lac-croisiere-et-casino',
        title: t('Croisière et soirée au casino', 'Cruise and casino night'),
        summary: t(
          'Une nuit vue lac, la croisière vers Lausanne et 20 € de jetons offerts.',
          'A lake-view night, the Lausanne cruise and €20 of free chips.',
        ),
        conditions: t(
          'Jetons à utiliser le jour de l’arrivée. Réservé aux plus de 18 ans.',
          'Chips to be used on the day of arrival. Over-18s only.',
        ),
        categories: ['experiences', 'rooms'],
        priceFromCents: 54000,
        validForDays: 20,
        rooms: [1, 2],
      },
    ],
  },
  {
    slug: 'hotel-atout-cote-des-basques',
    casino: 'biarritz',
    name: 'Hôtel Atout Côte des Basques',
    stars: '4',
    media: 'biarritz-hero',
    street: '14 boulevard du Prince-de-Galles',
    postalCode: '64200',
    geo: { lat: 43.4791, lng: -1.5649 },
    phone: '+33 5 36 49 64 30',
    summary: t(
      'Un hôtel art déco pour surfeurs et gourmets, avec espace thalasso face à l’océan.',
      'An art deco hotel for surfers and food lovers, with a seawater spa facing the ocean.',
    ),
    spa: {
      name: 'Thalasso de la Vague',
      description: t(
        'Bassin d’eau de mer chauffée, enveloppements d’algues.',
        'A heated seawater pool and seaweed wraps.',
      ),
    },
    experiences: [
      {
        title: t('Cours de surf à la Côte des Basques', 'Surf lesson at the Côte des Basques'),
        description: t(
          'Deux heures avec un moniteur diplômé, matériel fourni.',
          'Two hours with a qualified instructor, equipment provided.',
        ),
      },
    ],
    rooms: [classic('balcony', 17000), superior('sea-view', 26000)],
    offers: [
      {
        slug: 'cote-des-basques-surf-et-thalasso',
        title: t('Surf et thalasso', 'Surf and seawater spa'),
        summary: t(
          'Deux nuits, deux cours de surf et l’accès illimité à la thalasso.',
          'Two nights, two surf lessons and unlimited access to the seawater spa.',
        ),
        conditions: t(
          'D’avril à octobre, selon la marée.',
          'April to October, depending on the tide.',
        ),
        categories: ['experiences', 'spas'],
        priceFromCents: 61000,
        validForDays: 110,
        rooms: [0, 1],
      },
    ],
  },
  {
    slug: 'hotel-atout-le-paquier',
    casino: 'annecy',
    name: 'Hôtel Atout Le Pâquier',
    stars: '4',
    media: 'annecy-hero',
    street: '8 avenue d’Albigny',
    postalCode: '74000',
    geo: { lat: 45.9014, lng: 6.1331 },
    phone: '+33 4 65 71 74 10',
    summary: t(
      'Chalet contemporain face au lac d’Annecy, à cinq minutes à pied de la vieille ville.',
      'A contemporary chalet facing Lake Annecy, a five-minute walk from the old town.',
    ),
    spa: null,
    experiences: [
      {
        title: t('Parapente au-dessus du lac', 'Paragliding over the lake'),
        description: t(
          'Un vol en biplace depuis le col de la Forclaz.',
          'A tandem flight from the Col de la Forclaz.',
        ),
      },
    ],
    rooms: [classic('balcony', 15000), superior('lake-view', 21000)],
    offers: [
      {
        slug: 'le-paquier-envol-sur-le-lac',
        title: t('Envol sur le lac', 'Take off over the lake'),
        summary: t(
          'Une nuit vue lac, un vol en parapente et le dîner savoyard.',
          'A lake-view night, a paragliding flight and a Savoyard dinner.',
        ),
        conditions: t(
          'Vol soumis aux conditions météo ; report gratuit.',
          'Flight subject to weather; free rescheduling.',
        ),
        categories: ['experiences'],
        priceFromCents: 39000,
        validForDays: 75,
        rooms: [1],
      },
    ],
  },
]

export type SeminarSeedData = {
  slug: string
  casino: string
  hotel?: string
  title: Bilingual
  summary: Bilingual
  capacity: number
  dayDelegateRateCents: number
  services: string[]
  spaces: { name: Bilingual; areaM2: number; theatre: number; banquet: number; daylight: boolean }[]
}

export const seminarSeeds: SeminarSeedData[] = [
  {
    slug: 'seminaires-croisette',
    casino: 'cannes',
    hotel: 'hotel-atout-croisette',
    title: t('Séminaires sur la Croisette', 'Seminars on the Croisette'),
    summary: t(
      'Salons vue mer, soirée de gala au casino et hébergement cinq étoiles.',
      'Sea-view rooms, a gala evening at the casino and five-star accommodation.',
    ),
    capacity: 350,
    dayDelegateRateCents: 12500,
    services: ['catering', 'audio-visual', 'wifi', 'accommodation', 'show', 'casino-initiation'],
    spaces: [
      {
        name: t('Salon Lérins', 'Lérins Room'),
        areaM2: 420,
        theatre: 350,
        banquet: 260,
        daylight: true,
      },
      {
        name: t('Salon Esterel', 'Esterel Room'),
        areaM2: 90,
        theatre: 60,
        banquet: 40,
        daylight: true,
      },
    ],
  },
  {
    slug: 'congres-deauville',
    casino: 'deauville',
    hotel: 'hotel-atout-les-planches',
    title: t('Conventions au théâtre des Planches', 'Conventions at the Planches theatre'),
    summary: t(
      'Un théâtre de 500 places pour vos plénières, à deux heures de Paris.',
      'A 500-seat theatre for your plenary sessions, two hours from Paris.',
    ),
    capacity: 500,
    dayDelegateRateCents: 9800,
    services: ['catering', 'audio-visual', 'wifi', 'accommodation', 'team-building', 'parking'],
    spaces: [
      {
        name: t('Théâtre des Planches', 'Planches Theatre'),
        areaM2: 600,
        theatre: 500,
        banquet: 0,
        daylight: false,
      },
      {
        name: t('Salon Normandie', 'Normandy Room'),
        areaM2: 150,
        theatre: 120,
        banquet: 90,
        daylight: true,
      },
    ],
  },
  {
    slug: 'incentive-evian',
    casino: 'evian',
    hotel: 'hotel-atout-rive-du-lac',
    title: t('Incentive au bord du Léman', 'Incentives by Lake Geneva'),
    summary: t(
      'Comités de direction au calme, croisière privée et soirée casino.',
      'Quiet board meetings, a private cruise and a casino evening.',
    ),
    capacity: 120,
    dayDelegateRateCents: 14500,
    services: [
      'catering',
      'audio-visual',
      'wifi',
      'accommodation',
      'team-building',
      'casino-initiation',
    ],
    spaces: [
      {
        name: t('Salon Belle Époque', 'Belle Époque Salon'),
        areaM2: 180,
        theatre: 120,
        banquet: 100,
        daylight: true,
      },
    ],
  },
  {
    slug: 'evenements-lyon-confluence',
    casino: 'lyon',
    title: t('Événements d’entreprise à Confluence', 'Corporate events at Confluence'),
    summary: t(
      'Lancements de produit et soirées privatisées au Club 1936.',
      'Product launches and private parties at the Club 1936.',
    ),
    capacity: 800,
    dayDelegateRateCents: 8900,
    services: ['catering', 'audio-visual', 'wifi', 'show', 'parking'],
    spaces: [
      {
        name: t('Club 1936', 'Club 1936'),
        areaM2: 700,
        theatre: 600,
        banquet: 450,
        daylight: false,
      },
      {
        name: t('Salon Saône', 'Saône Room'),
        areaM2: 120,
        theatre: 100,
        banquet: 70,
        daylight: true,
      },
    ],
  },
]
