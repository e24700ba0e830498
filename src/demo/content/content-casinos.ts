import { t, type Bilingual } from './bilingual'
import {
  casinoFacts,
  describeAddress,
  describeSlotHours,
  toNationalPhone,
  type CasinoKey,
} from './casino-facts'
import { callToAction, cardGrid, faq, richText, toPage, type RichText } from './content-helpers'
import type { PageSeed, SeedRefs } from './seed-types'
import { bold, doc, heading, list, p } from './rich-text-builder'

/**
 * The eight casinos of the demo, each a landing page under 'Nos casinos'. The summaries are reused
 * by the home page cards, the header menu and the restaurants page.
 */
type Block = Record<string, unknown>

export type CasinoSeed = {
  key: CasinoKey
  name: string
  city: string
  slug: Bilingual
  region: Bilingual
  /** One line, used in the header menu and on cards. */
  summary: Bilingual
  heroImage: string
  heroSize: 'large' | 'compact'
  heroText: Bilingual
  seo: { title: Bilingual; description: Bilingual }
  body: Bilingual<RichText>
  venue: {
    name: string
    kind: Bilingual
    heading: Bilingual
    body: Bilingual<RichText>
    image: string
    position: 'left' | 'right'
  }
  extra: (refs: SeedRefs) => Block[]
}

/** Hours and address lines written from the facts the casino record is also made of. */
const slots = (key: CasinoKey) => describeSlotHours(casinoFacts[key].weekly)
const address = (key: CasinoKey, note?: Bilingual) => describeAddress(casinoFacts[key], note)

const deauvilleParking = t('Parking gratuit pour nos clients.', 'Free parking for our guests.')
const aixParking = t('Parking Rotonde à 200 m.', 'Rotonde car park 200 m away.')
const lyonAccess = t(
  'Tramway T1 et parking souterrain à proximité.',
  'T1 tram and an underground car park nearby.',
)
const annecyAccess = t('À 10 minutes à pied de la gare.', 'A 10-minute walk from the station.')

const vipCallToAction = (refs: SeedRefs, city: string) =>
  callToAction(
    t(`Membre du Carré VIP à ${city} ?`, `A Carré VIP member in ${city}?`),
    t(
      'Votre carte est valable dans nos huit casinos : cumulez des points à chaque visite et profitez de réductions sur les spectacles, les restaurants et les hôtels du groupe.',
      'Your card works in all eight of our casinos: earn points on every visit and enjoy discounts on the group’s shows, restaurants and hotels.',
    ),
    [
      toPage(refs, 'vip', t('Découvrir le Carré VIP', 'Discover the Carré VIP')),
      toPage(refs, 'contact', t('Nous contacter', 'Contact us')),
    ],
  )

const beforeYouComeCards = (refs: SeedRefs) =>
  cardGrid(
    t('Avant votre visite', 'Before your visit'),
    t(
      'Tout ce qu’il faut savoir pour profiter pleinement de votre soirée.',
      'Everything you need to know to make the most of your evening.',
    ),
    '3',
    [
      {
        title: t('Le Carré VIP', 'The Carré VIP'),
        text: t(
          'Une carte gratuite, quatre statuts et des avantages dans tous nos établissements.',
          'A free card, four statuses and benefits in all of our venues.',
        ),
        image: refs.media('vip-hero'),
        link: toPage(refs, 'vip'),
      },
      {
        title: t('Jeu responsable', 'Responsible gaming'),
        text: t(
          'Nos conseils pour que le jeu reste un plaisir, et où trouver de l’aide.',
          'Our advice to keep gaming fun, and where to find help.',
        ),
        image: refs.media('responsible-hero'),
        link: toPage(refs, 'responsible-gaming'),
      },
      {
        title: t('Contact', 'Contact'),
        text: t(
          'Une question, une réservation, un événement privé ? Nos équipes vous répondent.',
          'A question, a booking, a private event? Our teams are here to help.',
        ),
        image: refs.media('contact-hero'),
        link: toPage(refs, 'contact'),
      },
    ],
  )

const idAnswer = t(
  doc(
    p(
      'L’entrée est réservée aux personnes majeures. Présentez à l’accueil une ',
      bold('pièce d’identité officielle avec photo, en cours de validité'),
      ' (carte d’identité, passeport ou permis de conduire), y compris pour accéder aux machines à sous.',
    ),
  ),
  doc(
    p(
      'Entry is for adults only. Please show a ',
      bold('valid official photo ID'),
      ' (identity card, passport or driving licence) at reception, including for the slot machine area.',
    ),
  ),
)

export const casinos: CasinoSeed[] = [
  {
    key: 'cannes',
    name: 'Casino Atout Cannes Croisette',
    city: 'Cannes',
    slug: t('casino-cannes-croisette', 'cannes-croisette-casino'),
    region: t('Côte d’Azur', 'French Riviera'),
    summary: t(
      'Face à la mer sur la Croisette : jeux, toit-terrasse et soirées jazz.',
      'On the Croisette, facing the sea: gaming, a rooftop terrace and jazz nights.',
    ),
    heroImage: 'cannes-hero',
    heroSize: 'large',
    heroText: t(
      'Entre les palmiers et la baie, le plus méditerranéen de nos casinos vous reçoit tous les jours, jusqu’au bout de la nuit.',
      'Between the palm trees and the bay, the most Mediterranean of our casinos welcomes you every day, until late into the night.',
    ),
    seo: {
      title: t(
        'Casino Atout Cannes Croisette : jeux et toit-terrasse',
        'Casino Atout Cannes Croisette: gaming and rooftop',
      ),
      description: t(
        'Machines à sous, roulette, black-jack et poker face à la mer, restaurant panoramique et soirées jazz sur la Croisette, à Cannes.',
        'Slot machines, roulette, blackjack and poker facing the sea, a panoramic restaurant and jazz nights on the Croisette in Cannes.',
      ),
    },
    body: t(
      doc(
        heading('h2', 'Jouer à Cannes'),
        p(
          'Sur deux niveaux ouverts sur la baie, le casino réunit ',
          bold('220 machines à sous'),
          ', une salle de jeux de table et une salle de poker entièrement rénovée.',
        ),
        list('bullet', [
          ['Roulette anglaise, black-jack et ultimate Texas hold’em'],
          ['Machines à sous et roulette électronique, dès 1 centime la mise'],
          ['Poker : cash games chaque soir, tournois toute l’année sur inscription'],
        ]),
        heading('h3', 'Horaires'),
        list('bullet', [
          [slots('cannes').fr],
          ['Jeux de table : de 20 h à 4 h, dès 17 h le samedi et le dimanche'],
          ['Salle de poker : du mercredi au dimanche, de 20 h à 4 h'],
        ]),
        heading('h3', 'Adresse'),
        p(address('cannes').fr),
        p('Voiturier chaque soir dès 19 h ; parking public du Palais des Festivals à 300 m.'),
      ),
      doc(
        heading('h2', 'Playing in Cannes'),
        p(
          'Set over two floors overlooking the bay, the casino brings together ',
          bold('220 slot machines'),
          ', a table games room and a fully refurbished poker room.',
        ),
        list('bullet', [
          ['English roulette, blackjack and Ultimate Texas Hold’em'],
          ['Slot machines and electronic roulette, with stakes from one cent'],
          ['Poker: cash games every night, tournaments all year round, registration required'],
        ]),
        heading('h3', 'Opening hours'),
        list('bullet', [
          [slots('cannes').en],
          ['Table games: 8pm to 4am, from 5pm on Saturdays and Sundays'],
          ['Poker room: Wednesday to Sunday, 8pm to 4am'],
        ]),
        heading('h3', 'Address'),
        p(address('cannes').en),
        p(
          'Valet parking every evening from 7pm; the Palais des Festivals public car park is 300 m away.',
        ),
      ),
    ),
    venue: {
      name: 'Le Toit de la Croisette',
      kind: t('Restaurant panoramique et bar', 'Rooftop restaurant and bar'),
      heading: t('Le Toit de la Croisette', 'Le Toit de la Croisette'),
      body: t(
        doc(
          p(
            'Au dernier étage, le restaurant panoramique sert chaque soir une cuisine méditerranéenne de saison, de 19 h au dernier service à 23 h 30.',
          ),
          p(
            'Au bar, cocktails signature et champagnes au verre ; ',
            bold('soirées jazz chaque vendredi'),
            ' dès 21 h, face aux lumières de la baie.',
          ),
        ),
        doc(
          p(
            'On the top floor, the panoramic restaurant serves seasonal Mediterranean cuisine every evening, from 7pm until last orders at 11:30pm.',
          ),
          p(
            'At the bar, signature cocktails and champagne by the glass, with ',
            bold('jazz every Friday'),
            ' from 9pm against the lights of the bay.',
          ),
        ),
      ),
      image: 'cannes-rooftop',
      position: 'right',
    },
    extra: (refs) => [
      {
        blockType: 'videoEmbed',
        title: t(
          'Une soirée au Casino Atout Cannes Croisette',
          'An evening at Casino Atout Cannes Croisette',
        ),
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        poster: refs.media('cannes-video'),
        caption: t(
          'La vidéo se lance sur YouTube après votre clic.',
          'The video plays from YouTube once you click.',
        ),
      },
      faq(t('Questions fréquentes à Cannes', 'Cannes FAQ'), [
        {
          question: t(
            'Faut-il réserver au Toit de la Croisette ?',
            'Should I book a table at Le Toit de la Croisette?',
          ),
          answer: t(
            doc(
              p(
                `C’est conseillé le week-end et pendant les grands événements cannois. Réservez au ${toNationalPhone(casinoFacts.cannes.phone)} ou à l’accueil du casino.`,
              ),
            ),
            doc(
              p(
                `We recommend it at weekends and during Cannes’ major events. Book on ${casinoFacts.cannes.phone} or at the casino reception.`,
              ),
            ),
          ),
        },
        {
          question: t(
            'Le casino reste-t-il ouvert pendant le Festival ?',
            'Does the casino stay open during the Film Festival?',
          ),
          answer: t(
            doc(
              p(
                'Oui, avec des horaires élargis. Certaines soirées privées peuvent réserver le toit-terrasse : renseignez-vous avant de venir.',
              ),
            ),
            doc(
              p(
                'Yes, with extended hours. Some private events may book the rooftop terrace, so check with us before you come.',
              ),
            ),
          ),
        },
        {
          question: t('Quelle pièce d’identité présenter ?', 'What ID do I need?'),
          answer: idAnswer,
        },
      ]),
      vipCallToAction(refs, 'Cannes'),
    ],
  },
  {
    key: 'deauville',
    name: 'Casino Atout Deauville Les Planches',
    city: 'Deauville',
    slug: t('casino-deauville-les-planches', 'deauville-les-planches-casino'),
    region: t('Normandie', 'Normandy'),
    summary: t(
      'À deux pas des Planches : grandes tables, théâtre et dîners-spectacles.',
      'Steps from the boardwalk: classic tables, a theatre and dinner shows.',
    ),
    heroImage: 'deauville-hero',
    heroSize: 'compact',
    heroText: t(
      'Le casino des week-ends normands : tables de tradition, théâtre de 400 places et brunch face à la Manche.',
      'The place for Normandy weekends: traditional tables, a 400-seat theatre and brunch overlooking the Channel.',
    ),
    seo: {
      title: t('Casino Atout Deauville Les Planches', 'Casino Atout Deauville Les Planches'),
      description: t(
        'Roulette, black-jack, punto banco et machines à sous à Deauville, un théâtre de 400 places et des dîners-spectacles près des Planches.',
        'Roulette, blackjack, punto banco and slot machines in Deauville, plus a 400-seat theatre and dinner shows next to the boardwalk.',
      ),
    },
    body: t(
      doc(
        heading('h2', 'Les jeux'),
        p(
          'Dans ses salons aux boiseries d’origine, Deauville perpétue l’élégance des grandes tables : ',
          bold('roulette anglaise, black-jack et punto banco'),
          ', autour de croupiers qui se feront un plaisir de vous expliquer les règles.',
        ),
        list('bullet', [
          ['180 machines à sous et un espace de roulettes électroniques'],
          ['Tournois de poker toute l’année, sur inscription'],
          ['Salon privé pour les membres Gold et Black du Carré VIP'],
        ]),
        heading('h3', 'Horaires'),
        list('bullet', [[slots('deauville').fr], ['Jeux de table : de 19 h 30 à 3 h']]),
        heading('h3', 'Adresse'),
        p(address('deauville', deauvilleParking).fr),
      ),
      doc(
        heading('h2', 'The games'),
        p(
          'In rooms that still have their original panelling, Deauville keeps the elegance of the great tables alive: ',
          bold('English roulette, blackjack and punto banco'),
          ', with croupiers who are happy to explain the rules.',
        ),
        list('bullet', [
          ['180 slot machines and an electronic roulette area'],
          ['Poker tournaments all year round, registration required'],
          ['A private room for Gold and Black Carré VIP members'],
        ]),
        heading('h3', 'Opening hours'),
        list('bullet', [[slots('deauville').en], ['Table games: 7:30pm to 3am']]),
        heading('h3', 'Address'),
        p(address('deauville', deauvilleParking).en),
      ),
    ),
    venue: {
      name: 'Le Théâtre des Planches',
      kind: t('Théâtre et dîners-spectacles', 'Theatre and dinner shows'),
      heading: t('Le Théâtre des Planches', 'Le Théâtre des Planches'),
      body: t(
        doc(
          p(
            'Humoristes, concerts, revues et soirées dansantes : notre théâtre de 400 places accueille une programmation éclectique toute l’année.',
          ),
          p(
            'Les formules dîner-spectacle commencent à 19 h 30 au restaurant La Verrière. Les membres du Carré VIP bénéficient de ',
            bold('10 à 20 % de réduction'),
            ' selon leur statut.',
          ),
        ),
        doc(
          p(
            'Comedians, concerts, revues and dance nights: our 400-seat theatre hosts an eclectic programme all year round.',
          ),
          p(
            'Dinner-and-show packages start at 7:30pm in La Verrière restaurant. Carré VIP members get ',
            bold('10 to 20% off'),
            ' depending on their status.',
          ),
        ),
      ),
      image: 'deauville-theatre',
      position: 'left',
    },
    extra: (refs) => [
      {
        blockType: 'videoEmbed',
        title: t(
          'Les coulisses du Théâtre des Planches',
          'Behind the scenes at the Théâtre des Planches',
        ),
        url: 'https://vimeo.com/76979871',
        poster: refs.media('deauville-theatre'),
        caption: t('Vidéo hébergée sur Vimeo.', 'Video hosted on Vimeo.'),
      },
      vipCallToAction(refs, 'Deauville'),
    ],
  },
  {
    key: 'biarritz',
    name: 'Casino Atout Biarritz Côte des Basques',
    city: 'Biarritz',
    slug: t('casino-biarritz-cote-des-basques', 'biarritz-cote-des-basques-casino'),
    region: t('Pays basque', 'Basque Country'),
    summary: t(
      'Entre phare et océan : machines à sous, black-jack et bar face aux vagues.',
      'Between lighthouse and ocean: slots, blackjack and a bar facing the waves.',
    ),
    heroImage: 'biarritz-hero',
    heroSize: 'compact',
    heroText: t(
      'Au-dessus de la Côte des Basques, un casino décontracté où l’on vient autant pour le coucher de soleil que pour les tables.',
      'Above the Côte des Basques, a relaxed casino where people come as much for the sunset as for the tables.',
    ),
    seo: {
      title: t('Casino Atout Biarritz Côte des Basques', 'Casino Atout Biarritz Côte des Basques'),
      description: t(
        'Machines à sous, roulette et black-jack face à l’océan à Biarritz, et le Bar de la Vague pour les cocktails au coucher du soleil.',
        'Slot machines, roulette and blackjack facing the Atlantic in Biarritz, and the Bar de la Vague for sunset cocktails.',
      ),
    },
    body: t(
      doc(
        heading('h2', 'Les jeux'),
        list('bullet', [
          ['150 machines à sous, dont un espace de jackpots progressifs'],
          ['Roulette anglaise et black-jack tous les soirs'],
          ['Ultimate Texas hold’em le vendredi et le samedi'],
        ]),
        heading('h3', 'Horaires'),
        list('bullet', [[slots('biarritz').fr], ['Jeux de table : tous les soirs de 20 h à 3 h']]),
        heading('h3', 'Adresse'),
        p(address('biarritz').fr),
        p(
          'Navette gratuite depuis la gare de Biarritz le vendredi et le samedi soir, sur réservation.',
        ),
      ),
      doc(
        heading('h2', 'The games'),
        list('bullet', [
          ['150 slot machines, including a progressive jackpot area'],
          ['English roulette and blackjack every evening'],
          ['Ultimate Texas Hold’em on Fridays and Saturdays'],
        ]),
        heading('h3', 'Opening hours'),
        list('bullet', [[slots('biarritz').en], ['Table games: every evening, 8pm to 3am']]),
        heading('h3', 'Address'),
        p(address('biarritz').en),
        p('Free shuttle from Biarritz station on Friday and Saturday evenings, booking required.'),
      ),
    ),
    venue: {
      name: 'Le Bar de la Vague',
      kind: t('Bar à cocktails', 'Cocktail bar'),
      heading: t('Le Bar de la Vague', 'Le Bar de la Vague'),
      body: t(
        doc(
          p(
            'Cocktails au piment d’Espelette, vins du Sud-Ouest et pintxos à partager : le bar s’ouvre sur l’océan dès 19 h.',
          ),
          p('En été, DJ sets sur la terrasse le samedi soir, entrée libre.'),
        ),
        doc(
          p(
            'Cocktails spiced with Espelette pepper, wines from the South West and pintxos to share: the bar opens onto the ocean from 7pm.',
          ),
          p('In summer, DJ sets on the terrace on Saturday nights, free entry.'),
        ),
      ),
      image: 'biarritz-bar',
      position: 'right',
    },
    extra: (refs) => [beforeYouComeCards(refs)],
  },
  {
    key: 'aix-en-provence',
    name: 'Casino Atout Aix Mirabeau',
    city: 'Aix-en-Provence',
    slug: t('casino-aix-mirabeau', 'aix-mirabeau-casino'),
    region: t('Provence', 'Provence'),
    summary: t(
      'Au cœur d’Aix : terrasse sous les platanes et la plus grande salle de poker du groupe.',
      'In the heart of Aix: a terrace under the plane trees and the group’s largest poker room.',
    ),
    heroImage: 'aix-hero',
    heroSize: 'compact',
    heroText: t(
      'À quelques pas du cours Mirabeau, un casino urbain qui vit au rythme des terrasses provençales.',
      'A short walk from the Cours Mirabeau, a city-centre casino that lives at the pace of Provençal terraces.',
    ),
    seo: {
      title: t(
        'Casino Atout Aix Mirabeau : poker et terrasse',
        'Casino Atout Aix Mirabeau: poker and terrace',
      ),
      description: t(
        'Douze tables de poker, 200 machines à sous, roulette et black-jack au centre d’Aix-en-Provence, et une brasserie sous les platanes.',
        'Twelve poker tables, 200 slot machines, roulette and blackjack in central Aix-en-Provence, plus a brasserie under the plane trees.',
      ),
    },
    body: t(
      doc(
        heading('h2', 'Les jeux'),
        p(
          'Aix accueille ',
          bold('la plus grande salle de poker du groupe'),
          ' : douze tables, des cash games tous les soirs et un festival de poker chaque automne.',
        ),
        list('bullet', [
          ['200 machines à sous et 16 postes de roulette électronique'],
          ['Roulette anglaise et black-jack dès 19 h'],
          ['Tournois de poker toute l’année, inscriptions à l’accueil ou par téléphone'],
        ]),
        heading('h3', 'Horaires'),
        list('bullet', [
          [slots('aix-en-provence').fr],
          ['Jeux de table : de 19 h à 4 h'],
          ['Salle de poker : de 18 h à 4 h'],
        ]),
        heading('h3', 'Adresse'),
        p(address('aix-en-provence', aixParking).fr),
      ),
      doc(
        heading('h2', 'The games'),
        p(
          'Aix is home to ',
          bold('the group’s largest poker room'),
          ': twelve tables, cash games every night and a poker festival every autumn.',
        ),
        list('bullet', [
          ['200 slot machines and 16 electronic roulette terminals'],
          ['English roulette and blackjack from 7pm'],
          ['Poker tournaments all year round; register at reception or by phone'],
        ]),
        heading('h3', 'Opening hours'),
        list('bullet', [
          [slots('aix-en-provence').en],
          ['Table games: 7pm to 4am'],
          ['Poker room: 6pm to 4am'],
        ]),
        heading('h3', 'Address'),
        p(address('aix-en-provence', aixParking).en),
      ),
    ),
    venue: {
      name: 'La Brasserie Mirabeau',
      kind: t('Brasserie provençale', 'Provençal brasserie'),
      heading: t('La Brasserie Mirabeau', 'La Brasserie Mirabeau'),
      body: t(
        doc(
          p(
            'Une carte provençale qui suit le marché : pieds-paquets le jeudi, poissons de Méditerranée, tarte aux citrons de Menton.',
          ),
          p(
            'La terrasse sous les platanes est ouverte d’avril à octobre, service continu de 9 h à 23 h.',
          ),
        ),
        doc(
          p(
            'A Provençal menu that follows the market: pieds-paquets on Thursdays, Mediterranean fish and Menton lemon tart.',
          ),
          p(
            'The terrace under the plane trees is open from April to October, serving non-stop from 9am to 11pm.',
          ),
        ),
      ),
      image: 'aix-brasserie',
      position: 'left',
    },
    extra: (refs) => [vipCallToAction(refs, 'Aix-en-Provence')],
  },
  {
    key: 'evian',
    name: 'Casino Atout Évian Rive du Lac',
    city: 'Évian-les-Bains',
    slug: t('casino-evian-rive-du-lac', 'evian-rive-du-lac-casino'),
    region: t('Lac Léman', 'Lake Geneva'),
    summary: t(
      'Sur les rives du Léman : jeux, salon Belle Époque et dîners face aux Alpes.',
      'On the shores of Lake Geneva: gaming, a Belle Époque lounge and dinners facing the Alps.',
    ),
    heroImage: 'evian-hero',
    heroSize: 'large',
    heroText: t(
      'Face au lac et aux montagnes, un casino Belle Époque à cinq minutes à pied du débarcadère.',
      'Facing the lake and the mountains, a Belle Époque casino five minutes’ walk from the ferry pier.',
    ),
    seo: {
      title: t('Casino Atout Évian Rive du Lac', 'Casino Atout Évian Rive du Lac'),
      description: t(
        'Roulette, black-jack, poker et 160 machines à sous au bord du lac Léman, à Évian-les-Bains, avec un salon Belle Époque et un restaurant.',
        'Roulette, blackjack, poker and 160 slot machines on the shore of Lake Geneva in Évian-les-Bains, with a Belle Époque lounge.',
      ),
    },
    body: t(
      doc(
        heading('h2', 'Les jeux'),
        list('bullet', [
          ['160 machines à sous réparties sur deux salles'],
          ['Roulette anglaise, black-jack et ultimate Texas hold’em'],
          ['Tournois de poker toute l’année, festival estival en juillet'],
        ]),
        heading('h3', 'Horaires'),
        list('bullet', [[slots('evian').fr], ['Jeux de table : de 20 h à 3 h']]),
        heading('h3', 'Adresse'),
        p(address('evian').fr),
      ),
      doc(
        heading('h2', 'The games'),
        list('bullet', [
          ['160 slot machines in two gaming rooms'],
          ['English roulette, blackjack and Ultimate Texas Hold’em'],
          ['Poker tournaments all year round and a summer festival in July'],
        ]),
        heading('h3', 'Opening hours'),
        list('bullet', [[slots('evian').en], ['Table games: 8pm to 3am']]),
        heading('h3', 'Address'),
        p(address('evian').en),
      ),
    ),
    venue: {
      name: 'Le Salon Belle Époque',
      kind: t('Salon de thé, bar et restaurant', 'Tea room, bar and restaurant'),
      heading: t('Le Salon Belle Époque', 'Le Salon Belle Époque'),
      body: t(
        doc(
          p(
            'Sous ses lustres de cristal, le salon sert le thé l’après-midi, puis se transforme en bar à champagne et en restaurant le soir.',
          ),
          p(
            'Chaque samedi, ',
            bold('dîner-concert avec piano et voix'),
            ' : menu de saison autour des poissons du lac.',
          ),
        ),
        doc(
          p(
            'Beneath its crystal chandeliers, the salon serves afternoon tea, then becomes a champagne bar and restaurant in the evening.',
          ),
          p(
            'Every Saturday there is a ',
            bold('dinner concert with piano and vocals'),
            ', with a seasonal menu built around fish from the lake.',
          ),
        ),
      ),
      image: 'evian-salon',
      position: 'right',
    },
    extra: (refs) => [
      {
        blockType: 'videoEmbed',
        title: t('Évian, entre lac et montagnes', 'Évian, between lake and mountains'),
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        poster: refs.media('evian-hero'),
      },
      faq(t('Questions fréquentes à Évian', 'Évian FAQ'), [
        {
          question: t(
            'Peut-on venir de Suisse en bateau ?',
            'Can I come by boat from Switzerland?',
          ),
          answer: t(
            doc(
              p(
                'Oui : les bateaux du Léman relient Lausanne-Ouchy à Évian en une quarantaine de minutes, et le casino est à cinq minutes à pied du débarcadère. Vérifiez l’heure du dernier retour avant votre soirée.',
              ),
            ),
            doc(
              p(
                'Yes: boats on Lake Geneva link Lausanne-Ouchy and Évian in about forty minutes, and the casino is a five-minute walk from the pier. Check the time of the last return crossing before your evening.',
              ),
            ),
          ),
        },
        {
          question: t(
            'Les papiers d’identité suisses sont-ils acceptés ?',
            'Are Swiss identity documents accepted?',
          ),
          answer: t(
            doc(
              p(
                'Oui. Toute pièce d’identité officielle avec photo et en cours de validité est acceptée : carte d’identité, passeport ou permis de conduire.',
              ),
            ),
            doc(
              p(
                'Yes. Any valid official photo ID is accepted: identity card, passport or driving licence.',
              ),
            ),
          ),
        },
        {
          question: t('Dans quelle monnaie joue-t-on ?', 'What currency is used at the tables?'),
          answer: t(
            doc(
              p(
                'Les jeux se jouent en euros. Un bureau de change est à votre disposition à la caisse principale.',
              ),
            ),
            doc(
              p(
                'All games are played in euros. A currency exchange desk is available at the main cashier.',
              ),
            ),
          ),
        },
      ]),
      vipCallToAction(refs, 'Évian'),
    ],
  },
  {
    key: 'lyon',
    name: 'Casino Atout Lyon Confluence',
    city: 'Lyon',
    slug: t('casino-lyon-confluence', 'lyon-confluence-casino'),
    region: t('Auvergne-Rhône-Alpes', 'Auvergne-Rhône-Alpes'),
    summary: t(
      'Au confluent du Rhône et de la Saône : 300 machines, poker et club de jazz.',
      'Where the Rhône meets the Saône: 300 slot machines, poker and a jazz club.',
    ),
    heroImage: 'lyon-hero',
    heroSize: 'compact',
    heroText: t(
      'Notre plus grand casino, au bord de la Saône : une ambiance urbaine, une salle de poker et un club de jazz.',
      'Our largest casino, on the banks of the Saône: an urban atmosphere, a poker room and a jazz club.',
    ),
    seo: {
      title: t(
        'Casino Atout Lyon Confluence : jeux, poker, jazz',
        'Casino Atout Lyon Confluence: gaming, poker, jazz',
      ),
      description: t(
        '300 machines à sous, roulette, black-jack et poker chaque soir à Lyon Confluence, avec concerts au Club 1936.',
        '300 slot machines, roulette, blackjack and poker every night at Lyon Confluence, with live music at Club 1936.',
      ),
    },
    body: t(
      doc(
        heading('h2', 'Les jeux'),
        p(
          'Avec ',
          bold('300 machines à sous'),
          ' et vingt tables, Lyon Confluence est le plus grand casino du groupe.',
        ),
        list('bullet', [
          ['Roulette anglaise, black-jack, punto banco et roulette électronique'],
          ['Texas hold’em : cash games chaque soir, tournois toute l’année'],
          ['Espace non-fumeur sur l’ensemble du casino, terrasse fumeur sur le quai'],
        ]),
        heading('h3', 'Horaires'),
        list('bullet', [[slots('lyon').fr], ['Jeux de table : de 18 h à 4 h']]),
        heading('h3', 'Adresse'),
        p(address('lyon', lyonAccess).fr),
      ),
      doc(
        heading('h2', 'The games'),
        p(
          'With ',
          bold('300 slot machines'),
          ' and twenty tables, Lyon Confluence is the group’s largest casino.',
        ),
        list('bullet', [
          ['English roulette, blackjack, punto banco and electronic roulette'],
          ['Texas Hold’em: cash games every night, tournaments all year round'],
          ['The whole casino is non-smoking, with a smoking terrace on the quay'],
        ]),
        heading('h3', 'Opening hours'),
        list('bullet', [[slots('lyon').en], ['Table games: 6pm to 4am']]),
        heading('h3', 'Address'),
        p(address('lyon', lyonAccess).en),
      ),
    ),
    venue: {
      name: 'Le Club 1936',
      kind: t('Club de jazz et bar', 'Jazz club and bar'),
      heading: t('Le Club 1936', 'Club 1936'),
      body: t(
        doc(
          p(
            'Fauteuils club, lumière tamisée et scène intimiste : le Club 1936 accueille des concerts de jazz et de soul du jeudi au samedi.',
          ),
          p('Cocktails classiques, whiskies rares et planches à partager jusqu’à 2 h.'),
        ),
        doc(
          p(
            'Club armchairs, soft lighting and an intimate stage: Club 1936 hosts jazz and soul concerts from Thursday to Saturday.',
          ),
          p('Classic cocktails, rare whiskies and sharing boards until 2am.'),
        ),
      ),
      image: 'lyon-club',
      position: 'left',
    },
    extra: (refs) => [
      faq(t('Le poker à Lyon', 'Poker in Lyon'), [
        {
          question: t('Comment s’inscrire à un tournoi ?', 'How do I sign up for a tournament?'),
          answer: t(
            doc(
              p(
                `À l’accueil de la salle de poker, le jour même à partir de 18 h, ou par téléphone au ${toNationalPhone(casinoFacts.lyon.phone)}. Le nombre de places de chaque tournoi est indiqué sur sa page.`,
              ),
            ),
            doc(
              p(
                `At the poker room desk on the day from 6pm, or by phone on ${casinoFacts.lyon.phone}. Each tournament’s page shows how many seats it has.`,
              ),
            ),
          ),
        },
        {
          question: t(
            'Faut-il savoir jouer pour s’asseoir à une table ?',
            'Do I need to know how to play to sit at a table?',
          ),
          answer: t(
            doc(
              p(
                'Non. Le premier mardi du mois, nos croupiers animent une initiation gratuite au Texas hold’em, sans mise d’argent.',
              ),
            ),
            doc(
              p(
                'No. On the first Tuesday of each month, our dealers run a free Texas Hold’em introduction, with no money involved.',
              ),
            ),
          ),
        },
      ]),
      beforeYouComeCards(refs),
    ],
  },
  {
    key: 'le-touquet',
    name: 'Casino Atout Le Touquet Les Pins',
    city: 'Le Touquet-Paris-Plage',
    slug: t('casino-le-touquet-les-pins', 'le-touquet-les-pins-casino'),
    region: t('Côte d’Opale', 'Opal Coast'),
    summary: t(
      'Dans la pinède du Touquet : salle de jeux Art déco et cuisine de la mer.',
      'In Le Touquet’s pine forest: an Art Deco gaming room and seafood dining.',
    ),
    heroImage: 'touquet-hero',
    heroSize: 'compact',
    heroText: t(
      'Une villa des années 1930 nichée dans la pinède, à dix minutes de la plage.',
      'A 1930s villa tucked away in the pine forest, ten minutes from the beach.',
    ),
    seo: {
      title: t('Casino Atout Le Touquet Les Pins', 'Casino Atout Le Touquet Les Pins'),
      description: t(
        'Machines à sous, roulette et black-jack dans une salle Art déco au Touquet-Paris-Plage, et une table dédiée aux produits de la mer.',
        'Slot machines, roulette and blackjack in an Art Deco room in Le Touquet-Paris-Plage, with a restaurant devoted to seafood.',
      ),
    },
    body: t(
      doc(
        heading('h2', 'Les jeux'),
        list('bullet', [
          ['120 machines à sous'],
          ['Roulette anglaise et black-jack dans la salle Art déco'],
          ['Soirées poker le premier samedi du mois'],
        ]),
        heading('h3', 'Horaires'),
        list('bullet', [
          [slots('le-touquet').fr],
          [
            'Jeux de table : du jeudi au dimanche, de 21 h à 3 h ; tous les soirs pendant les vacances scolaires',
          ],
        ]),
        heading('h3', 'Adresse'),
        p(address('le-touquet').fr),
      ),
      doc(
        heading('h2', 'The games'),
        list('bullet', [
          ['120 slot machines'],
          ['English roulette and blackjack in the Art Deco room'],
          ['Poker nights on the first Saturday of the month'],
        ]),
        heading('h3', 'Opening hours'),
        list('bullet', [
          [slots('le-touquet').en],
          [
            'Table games: Thursday to Sunday, 9pm to 3am; every night during French school holidays',
          ],
        ]),
        heading('h3', 'Address'),
        p(address('le-touquet').en),
      ),
    ),
    venue: {
      name: 'La Table des Dunes',
      kind: t('Restaurant de la mer', 'Seafood restaurant'),
      heading: t('La Table des Dunes', 'La Table des Dunes'),
      body: t(
        doc(
          p(
            'Huîtres de la baie de Somme, sole meunière, plateaux de fruits de mer : la carte suit la marée et les pêcheurs d’Étaples.',
          ),
          p('Ouvert tous les jours, de 12 h à 14 h 30 et de 19 h à 22 h 30.'),
        ),
        doc(
          p(
            'Oysters from the Bay of Somme, sole meunière and seafood platters: the menu follows the tides and the fishermen of Étaples.',
          ),
          p('Open daily, noon to 2:30pm and 7pm to 10:30pm.'),
        ),
      ),
      image: 'touquet-dining',
      position: 'right',
    },
    extra: (refs) => [vipCallToAction(refs, 'Le Touquet')],
  },
  {
    key: 'annecy',
    name: 'Casino Atout Annecy Le Pâquier',
    city: 'Annecy',
    slug: t('casino-annecy-le-paquier', 'annecy-le-paquier-casino'),
    region: t('Haute-Savoie', 'Haute-Savoie'),
    summary: t(
      'Au bord du lac d’Annecy : machines à sous, roulette et concerts du dimanche.',
      'On the shore of Lake Annecy: slots, roulette and Sunday concerts.',
    ),
    heroImage: 'annecy-hero',
    heroSize: 'compact',
    heroText: t(
      'Face aux jardins du Pâquier et aux sommets, un casino lumineux ouvert sur le lac.',
      'Facing the Pâquier gardens and the peaks, a bright casino that opens onto the lake.',
    ),
    seo: {
      title: t('Casino Atout Annecy Le Pâquier', 'Casino Atout Annecy Le Pâquier'),
      description: t(
        'Machines à sous, roulette, black-jack et concerts du dimanche face au lac d’Annecy, à deux pas des jardins du Pâquier.',
        'Slot machines, roulette, blackjack and Sunday concerts facing Lake Annecy, a short walk from the Pâquier gardens.',
      ),
    },
    body: t(
      doc(
        heading('h2', 'Les jeux'),
        list('bullet', [
          ['170 machines à sous, dont une salle dédiée aux jackpots'],
          ['Roulette anglaise, black-jack et roulette électronique'],
          ['Tournois de poker toute l’année, sur inscription'],
        ]),
        heading('h3', 'Horaires'),
        list('bullet', [[slots('annecy').fr], ['Jeux de table : de 20 h à 3 h']]),
        heading('h3', 'Adresse'),
        p(address('annecy', annecyAccess).fr),
      ),
      doc(
        heading('h2', 'The games'),
        list('bullet', [
          ['170 slot machines, including a room devoted to jackpots'],
          ['English roulette, blackjack and electronic roulette'],
          ['Poker tournaments all year round, registration required'],
        ]),
        heading('h3', 'Opening hours'),
        list('bullet', [[slots('annecy').en], ['Table games: 8pm to 3am']]),
        heading('h3', 'Address'),
        p(address('annecy', annecyAccess).en),
      ),
    ),
    venue: {
      name: 'Les Dimanches du Pâquier',
      kind: t('Concerts et bar du lac', 'Concerts and lakeside bar'),
      heading: t('Les Dimanches du Pâquier', 'Sundays at Le Pâquier'),
      body: t(
        doc(
          p(
            'Chaque dimanche à 17 h, la scène du casino accueille un concert gratuit : quatuors, chanson française, jazz manouche.',
          ),
          p(
            'Le bar du lac sert ensuite des assiettes savoyardes et des vins de Savoie jusqu’à 23 h.',
          ),
        ),
        doc(
          p(
            'Every Sunday at 5pm, the casino stage hosts a free concert: string quartets, French chanson, gypsy jazz.',
          ),
          p('Afterwards the lakeside bar serves Savoyard platters and Savoie wines until 11pm.'),
        ),
      ),
      image: 'annecy-stage',
      position: 'left',
    },
    extra: (refs) => [
      callToAction(
        t('Un événement à organiser à Annecy ?', 'Planning an event in Annecy?'),
        t(
          'Séminaires, anniversaires, soirées d’entreprise : nos salons face au lac accueillent jusqu’à 250 invités.',
          'Seminars, birthdays, corporate evenings: our lakeside rooms can host up to 250 guests.',
        ),
        [
          toPage(refs, 'contact', t('Demander un devis', 'Request a quote')),
          toPage(refs, 'vip', t('Le Carré VIP', 'The Carré VIP')),
        ],
      ),
    ],
  },
]

export function casinoPage(casino: CasinoSeed): PageSeed {
  return {
    key: casino.key,
    parent: 'casinos',
    title: t(casino.name, casino.name),
    slug: casino.slug,
    seo: casino.seo,
    layout: (refs) => [
      {
        blockType: 'hero',
        eyebrow: t(`${casino.city} · ${casino.region.fr}`, `${casino.city} · ${casino.region.en}`),
        heading: t(casino.name, casino.name),
        text: casino.heroText,
        image: refs.media(casino.heroImage),
        size: casino.heroSize,
        links: [],
      },
      richText(casino.body),
      {
        blockType: 'imageText',
        heading: casino.venue.heading,
        body: casino.venue.body,
        image: refs.media(casino.venue.image),
        imagePosition: casino.venue.position,
        withLink: false,
      },
      ...casino.extra(refs),
    ],
  }
}
