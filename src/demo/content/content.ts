import { t } from './bilingual'
import { accountChildPages, accountPage, termsPage } from './content-account'
import { casinoPage, casinos } from './content-casinos'
import {
  contactPage,
  groupPage,
  hotelsPage,
  legalNoticePage,
  privacyPage,
  responsibleGamingPage,
  restaurantsPage,
} from './content-group'
import { callToAction, cardGrid, faq, richText, toPage, toUrl } from './content-helpers'
import { media } from './content-media'
import { programmePages } from './content-programme'
import { vipBenefitsPage, vipPage, vipStatusesPage } from './content-vip'
import type { DemoContent, PageSeed } from './seed-types'
import { bold, doc, heading, link, list, p, pageLink } from './rich-text-builder'

/**
 * The demo content the product ships with, in French and English: eight casinos, the group's
 * hotels, restaurants and loyalty club, help and legal pages, the site chrome and redirects.
 *
 * Pages are created in array order and may only link to pages listed before them, so help and
 * legal pages come first and the home page last.
 */

const shortName = (name: string) => name.replace(/^Casino Atout /, '')

const casinosPage: PageSeed = {
  key: 'casinos',
  title: t('Nos casinos', 'Our casinos'),
  slug: t('nos-casinos', 'our-casinos'),
  seo: {
    title: t(
      'Nos casinos en France : Cannes, Deauville, Lyon, Évian…',
      'Our casinos in France: Cannes, Deauville, Lyon, Évian…',
    ),
    description: t(
      'Huit casinos Atout en France, de la Croisette au lac d’Annecy : machines à sous, jeux de table, poker, restaurants et spectacles.',
      'Eight Atout casinos in France, from the Croisette to Lake Annecy: slot machines, table games, poker, restaurants and shows.',
    ),
  },
  layout: (refs) => [
    {
      blockType: 'hero',
      eyebrow: t('Huit adresses en France', 'Eight venues in France'),
      heading: t('Nos casinos', 'Our casinos'),
      text: t(
        'De la Croisette aux rives du Léman, de la pinède du Touquet aux quais de Lyon : choisissez votre soirée.',
        'From the Croisette to the shores of Lake Geneva, from the pines of Le Touquet to the quays of Lyon: choose your evening.',
      ),
      image: refs.media('casinos-hero'),
      size: 'compact',
      links: [],
    },
    // No parent: the list shows this page's children, the casinos' landing pages.
    {
      blockType: 'collectionList',
      heading: t('Nos huit casinos', 'Our eight casinos'),
      source: 'pages',
      limit: 12,
    },
    richText(
      t(
        doc(
          heading('h2', 'Huit casinos, une même façon de recevoir'),
          p(
            'Chacun de nos casinos a son décor et son caractère, mais partout vous retrouvez les mêmes engagements : un accueil attentif, des croupiers passionnés et un cadre où le jeu reste un plaisir.',
          ),
          list('bullet', [
            [
              bold('Entrée libre'),
              ' sur présentation d’une pièce d’identité, réservée aux personnes majeures.',
            ],
            [
              bold('Machines à sous'),
              ' dès 9 h ou 10 h, ',
              bold('jeux de table'),
              ' en soirée, tous les jours de l’année.',
            ],
            [bold('Tenue correcte'), ' demandée, sans obligation de veste.'],
            [bold('Une seule carte'), ' Carré VIP, valable dans tous nos établissements.'],
          ]),
          heading('h2', 'Par région'),
          list('bullet', [
            ['Côte d’Azur et Provence : Cannes, Aix-en-Provence'],
            ['Côte atlantique : Biarritz'],
            ['Normandie et Côte d’Opale : Deauville, Le Touquet'],
            ['Alpes et vallée du Rhône : Évian, Annecy, Lyon'],
          ]),
        ),
        doc(
          heading('h2', 'Eight casinos, one way of welcoming you'),
          p(
            'Each of our casinos has its own setting and personality, but everywhere you will find the same commitments: a warm welcome, passionate croupiers and a place where gaming stays a pleasure.',
          ),
          list('bullet', [
            [bold('Free entry'), ' with valid ID, for adults only.'],
            [
              bold('Slot machines'),
              ' from 9 or 10am, ',
              bold('table games'),
              ' in the evening, every day of the year.',
            ],
            [bold('Smart casual'), ' dress; a jacket is not required.'],
            [bold('One Carré VIP card'), ' that works in all our venues.'],
          ]),
          heading('h2', 'By region'),
          list('bullet', [
            ['French Riviera and Provence: Cannes, Aix-en-Provence'],
            ['Atlantic coast: Biarritz'],
            ['Normandy and the Opal Coast: Deauville, Le Touquet'],
            ['The Alps and the Rhône valley: Évian, Annecy, Lyon'],
          ]),
        ),
      ),
    ),
    callToAction(
      t('Une carte pour tous nos casinos', 'One card for all our casinos'),
      t(
        'Avec le Carré VIP, chaque visite vous rapporte des points, où que vous soyez.',
        'With the Carré VIP, every visit earns you points, wherever you are.',
      ),
      [
        toPage(refs, 'vip', t('Découvrir le Carré VIP', 'Discover the Carré VIP')),
        toPage(refs, 'contact', t('Nous contacter', 'Contact us')),
      ],
    ),
  ],
}

const homePage: PageSeed = {
  key: 'home',
  title: t('Accueil', 'Home'),
  slug: t('accueil', 'home'),
  seo: {
    title: t(
      'Atout — casinos, hôtels et restaurants en France',
      'Atout — casinos, hotels and restaurants in France',
    ),
    description: t(
      'Huit casinos, cinq hôtels et des tables de caractère, de Cannes à Deauville : jeux, spectacles et le club de fidélité Carré VIP.',
      'Eight casinos, five hotels and distinctive restaurants, from Cannes to Deauville: gaming, shows and the Carré VIP loyalty club.',
    ),
  },
  layout: (refs) => [
    {
      blockType: 'hero',
      eyebrow: t('Casinos, hôtels & restaurants', 'Casinos, hotels & restaurants'),
      heading: t('Des soirées qui vous ressemblent', 'Evenings made for you'),
      text: t(
        'Huit casinos en France, de la Croisette aux rives du Léman : grandes tables, machines à sous, spectacles et hôtels de caractère.',
        'Eight casinos in France, from the Croisette to the shores of Lake Geneva: classic tables, slot machines, shows and characterful hotels.',
      ),
      image: refs.media('home-hero'),
      size: 'large',
      links: [
        {
          link: toPage(refs, 'casinos', t('Découvrir nos casinos', 'Discover our casinos')),
          appearance: 'primary',
        },
        { link: toPage(refs, 'vip', t('Le Carré VIP', 'The Carré VIP')), appearance: 'secondary' },
      ],
    },
    cardGrid(
      t('Nos casinos', 'Our casinos'),
      t(
        'Huit adresses, huit atmosphères : trouvez le casino le plus proche de chez vous ou de votre prochain week-end.',
        'Eight venues, eight atmospheres: find the casino closest to home, or to your next weekend away.',
      ),
      '4',
      casinos.map((casino) => ({
        title: t(shortName(casino.name), shortName(casino.name)),
        text: casino.summary,
        image: refs.media(casino.heroImage),
        link: toPage(refs, casino.key),
      })),
    ),
    {
      blockType: 'imageText',
      heading: t('Le groupe Atout', 'The Atout group'),
      body: t(
        doc(
          p(
            'Né à Cannes en 1987, Atout est resté une maison familiale : huit casinos, cinq hôtels, des restaurants et des bars, animés par 1 400 collaborateurs.',
          ),
          p(
            'Notre métier : vous recevoir, que vous veniez tenter votre chance, dîner face à la mer ou applaudir un spectacle.',
          ),
        ),
        doc(
          p(
            'Founded in Cannes in 1987, Atout is still a family business: eight casinos, five hotels, restaurants and bars, run by 1,400 people.',
          ),
          p(
            'What we do is welcome you, whether you come to try your luck, dine by the sea or enjoy a show.',
          ),
        ),
      ),
      image: refs.media('group-history'),
      imagePosition: 'left',
      withLink: true,
      link: toPage(refs, 'group', t('Découvrir le groupe', 'About the group')),
    },
    callToAction(
      t('Rejoignez le Carré VIP', 'Join the Carré VIP'),
      t(
        'Une carte gratuite, quatre statuts, des réductions sur les spectacles et vos points doublés le jour de votre date porte-bonheur.',
        'A free card, four statuses, discounts on shows and double points on your lucky date.',
      ),
      [
        toPage(refs, 'vip-benefits', t('Voir les avantages', 'See the benefits')),
        toPage(refs, 'vip-statuses', t('Les statuts', 'The statuses')),
      ],
    ),
    faq(t('Questions fréquentes', 'Frequently asked questions'), [
      {
        question: t(
          'À partir de quel âge peut-on entrer au casino ?',
          'How old do I have to be to enter the casino?',
        ),
        answer: t(
          doc(
            p(
              'Il faut avoir ',
              bold('18 ans'),
              '. Les salles de jeux sont interdites aux mineurs, même accompagnés. Nos restaurants, bars et salles de spectacle restent ouverts à tous, en dehors des espaces de jeux.',
            ),
          ),
          doc(
            p(
              'You must be ',
              bold('18 or over'),
              '. Minors may not enter the gaming rooms, even with an adult. Our restaurants, bars and show venues are open to everyone, outside the gaming areas.',
            ),
          ),
        ),
      },
      {
        question: t('Faut-il une pièce d’identité ?', 'Do I need ID?'),
        answer: t(
          doc(
            p(
              'Oui. Présentez à l’accueil une pièce d’identité officielle avec photo et en cours de validité : carte d’identité, passeport ou permis de conduire. Ce contrôle, obligatoire à chaque entrée, permet aussi de vérifier le fichier des interdits de jeux.',
            ),
          ),
          doc(
            p(
              'Yes. Please show valid official photo ID at reception: an identity card, passport or driving licence. This check is required by law every time you come in, and also lets us check the register of excluded players.',
            ),
          ),
        ),
      },
      {
        question: t('Y a-t-il un code vestimentaire ?', 'Is there a dress code?'),
        answer: t(
          doc(
            p(
              'Une tenue correcte est demandée. Le soir, dans les salles de jeux de table, évitez shorts, tongs et tenues de sport. La veste n’est pas obligatoire, sauf dans certains salons privés et lors de soirées à thème.',
            ),
          ),
          doc(
            p(
              'We ask for smart casual dress. In the evening, please avoid shorts, flip-flops and sportswear in the table games rooms. A jacket is not required, except in some private lounges and at themed evenings.',
            ),
          ),
        ),
      },
      {
        question: t('Quels sont les horaires d’ouverture ?', 'What are the opening hours?'),
        answer: t(
          doc(
            p(
              'Nos casinos sont ouverts tous les jours de l’année. Les machines à sous ouvrent à 9 h ou 10 h, les jeux de table en soirée, et la fermeture a lieu entre 3 h et 4 h selon l’établissement. Retrouvez les horaires détaillés sur la page de ',
              pageLink('chaque casino', refs.page('casinos')),
              '.',
            ),
          ),
          doc(
            p(
              'Our casinos are open every day of the year. Slot machines open at 9 or 10am, table games in the evening, and closing time is between 3 and 4am depending on the venue. Detailed hours are on ',
              pageLink('each casino’s page', refs.page('casinos')),
              '.',
            ),
          ),
        ),
      },
      {
        question: t('Comment jouer de façon responsable ?', 'How can I gamble responsibly?'),
        answer: t(
          doc(
            p(
              'Fixez-vous un budget et une durée avant d’entrer, et ne cherchez pas à récupérer vos pertes. Si le jeu devient un problème, appelez Joueurs Info Service au ',
              link('09 74 75 13 13', 'tel:+33974751313'),
              ' (appel non surtaxé) ou demandez une interdiction volontaire de jeux auprès de l’ANJ.',
            ),
            p(
              'Tous nos conseils sur la page ',
              pageLink('Jeu responsable', refs.page('responsible-gaming')),
              '.',
            ),
          ),
          doc(
            p(
              'Set a budget and a time limit before you come in, and never chase your losses. If gambling becomes a problem, call Joueurs Info Service on ',
              link('+33 9 74 75 13 13', 'tel:+33974751313'),
              ' (standard call rate) or ask the ANJ for voluntary self-exclusion.',
            ),
            p(
              'All our advice is on the ',
              pageLink('Responsible gaming', refs.page('responsible-gaming')),
              ' page.',
            ),
          ),
        ),
      },
    ]),
    {
      blockType: 'newsletterSignup',
      heading: t('Recevoir nos actualités', 'Get our news'),
      intro: t(
        'Programmation des casinos, offres des hôtels et de nos partenaires : une lettre par mois au plus.',
        'Casino programmes, hotel and partner offers: one letter a month at most.',
      ),
    },
  ],
}

export const demoContent: DemoContent = {
  media,
  pages: [
    responsibleGamingPage,
    privacyPage,
    legalNoticePage,
    contactPage,
    vipPage,
    vipStatusesPage,
    vipBenefitsPage,
    casinosPage,
    ...casinos.map(casinoPage),
    ...programmePages,
    hotelsPage,
    restaurantsPage,
    groupPage,
    termsPage,
    accountPage,
    ...accountChildPages,
    homePage,
  ],
  chrome: [
    {
      collection: 'headers',
      slug: 'default',
      name: 'En-tête principal',
      data: (refs) => ({
        navigation: [
          {
            link: toPage(refs, 'casinos', t('Casinos', 'Casinos')),
            children: casinos.map((casino) => ({
              link: toPage(refs, casino.key, t(shortName(casino.name), shortName(casino.name))),
              description: casino.summary,
            })),
          },
          {
            link: toPage(refs, 'agenda', t('Sortir', 'What’s on')),
            children: [
              {
                link: toPage(refs, 'agenda', t('Agenda des spectacles', 'Show calendar')),
                description: t(
                  'Concerts, humour, cabaret et magie sur les scènes de nos casinos.',
                  'Concerts, comedy, cabaret and magic on our casinos’ stages.',
                ),
              },
              {
                link: toPage(
                  refs,
                  'poker-tournaments',
                  t('Tournois de poker', 'Poker tournaments'),
                ),
                description: t(
                  'Le calendrier des tournois, du turbo au Main Event.',
                  'The tournament schedule, from turbos to the Main Event.',
                ),
              },
              {
                link: toPage(refs, 'jackpots', t('Derniers jackpots', 'Last jackpots')),
                description: t(
                  'Les derniers gains de nos machines à sous.',
                  'The latest wins on our slot machines.',
                ),
              },
              {
                link: toPage(
                  refs,
                  'seminars',
                  t('Séminaires et incentives', 'Seminars and incentives'),
                ),
                description: t(
                  'Nos salles et nos formules pour vos événements d’entreprise.',
                  'Our rooms and packages for your corporate events.',
                ),
              },
            ],
          },
          {
            link: toPage(refs, 'hotels', t('Hôtels & restaurants', 'Hotels & dining')),
            children: [
              {
                link: toPage(refs, 'hotels', t('Nos hôtels', 'Our hotels')),
                description: t(
                  'Cinq hôtels à quelques pas de nos casinos, dont trois avec spa.',
                  'Five hotels steps from our casinos, three of them with a spa.',
                ),
              },
              {
                link: toPage(refs, 'hotel-offers', t('Offres de nos hôtels', 'Hotel offers')),
                description: t(
                  'Séjours spa, soirées au casino et expériences.',
                  'Spa breaks, casino nights and experiences.',
                ),
              },
              {
                link: toPage(refs, 'restaurants', t('Restaurants et bars', 'Restaurants and bars')),
                description: t(
                  'Toit-terrasse, brasseries, bar face à l’océan et table de la mer.',
                  'A rooftop, brasseries, an ocean-view bar and seafood dining.',
                ),
              },
            ],
          },
          {
            link: toPage(refs, 'vip', t('Le Carré VIP', 'The Carré VIP')),
            children: [
              {
                link: toPage(refs, 'account-sign-up', t('Créer mon compte', 'Create my account')),
                description: t(
                  'Gratuit : spectacles, restaurants, hôtels et points doublés.',
                  'Free: shows, restaurants, hotels and double points.',
                ),
              },
              {
                link: toPage(refs, 'account-login', t('Espace membre', 'Member area')),
                description: t(
                  'Votre profil, vos dates fétiches et vos avantages.',
                  'Your profile, lucky days and benefits.',
                ),
              },
            ],
          },
        ],
        cta: toPage(refs, 'vip', t('Rejoindre le Carré VIP', 'Join the Carré VIP')),
      }),
    },
    {
      collection: 'footers',
      slug: 'default',
      name: 'Pied de page principal',
      data: (refs) => ({
        columns: [
          {
            heading: t('Casinos', 'Casinos'),
            links: casinos.map((casino) => ({
              link: toPage(refs, casino.key, t(shortName(casino.name), shortName(casino.name))),
            })),
          },
          {
            heading: t('Sortir et séjourner', 'Going out and staying'),
            links: [
              { link: toPage(refs, 'agenda', t('Agenda des spectacles', 'Show calendar')) },
              {
                link: toPage(
                  refs,
                  'poker-tournaments',
                  t('Tournois de poker', 'Poker tournaments'),
                ),
              },
              { link: toPage(refs, 'jackpots', t('Derniers jackpots', 'Last jackpots')) },
              { link: toPage(refs, 'hotels', t('Nos hôtels', 'Our hotels')) },
              { link: toPage(refs, 'hotel-offers', t('Offres de nos hôtels', 'Hotel offers')) },
              {
                link: toPage(refs, 'restaurants', t('Restaurants et bars', 'Restaurants and bars')),
              },
            ],
          },
          {
            heading: t('Le groupe', 'The group'),
            links: [
              { link: toPage(refs, 'group', t('Le groupe Atout', 'The Atout group')) },
              { link: toPage(refs, 'vip', t('Le Carré VIP', 'The Carré VIP')) },
              { link: toPage(refs, 'account-login', t('Espace membre', 'Member area')) },
              {
                link: toPage(
                  refs,
                  'seminars',
                  t('Séminaires et incentives', 'Seminars and incentives'),
                ),
              },
            ],
          },
          {
            heading: t('Aide', 'Help'),
            links: [
              { link: toPage(refs, 'contact', t('Nous contacter', 'Contact us')) },
              { link: toPage(refs, 'newsletter', t('Newsletter', 'Newsletter')) },
              {
                link: toPage(
                  refs,
                  'responsible-gaming',
                  t('Jeu responsable', 'Responsible gaming'),
                ),
              },
              {
                link: toUrl(
                  'https://www.joueurs-info-service.fr',
                  t('Joueurs Info Service', 'Joueurs Info Service'),
                  true,
                ),
              },
              {
                link: toUrl(
                  'https://anj.fr',
                  t('Interdiction volontaire de jeux (ANJ)', 'Self-exclusion (ANJ)'),
                  true,
                ),
              },
            ],
          },
        ],
        about: t(
          doc(
            p(
              'Atout réunit huit casinos, cinq hôtels, des restaurants et des bars en France, de la Croisette aux rives du Léman.',
            ),
            p(bold('Les jeux d’argent sont interdits aux mineurs.')),
          ),
          doc(
            p(
              'Atout brings together eight casinos, five hotels, restaurants and bars in France, from the Croisette to the shores of Lake Geneva.',
            ),
            p(bold('Gambling is prohibited for minors.')),
          ),
        ),
        social: [
          { network: 'facebook', url: 'https://www.facebook.com/atout.casinos' },
          { network: 'instagram', url: 'https://www.instagram.com/atout.casinos' },
          { network: 'youtube', url: 'https://www.youtube.com/@atoutcasinos' },
        ],
        legal: [
          { link: toPage(refs, 'legal-notice', t('Mentions légales', 'Legal notice')) },
          { link: toPage(refs, 'privacy', t('Politique de confidentialité', 'Privacy policy')) },
          { link: toPage(refs, 'responsible-gaming', t('Jeu responsable', 'Responsible gaming')) },
        ],
        copyright: t(
          '© Groupe Atout SAS. Tous droits réservés.',
          '© Groupe Atout SAS. All rights reserved.',
        ),
      }),
    },
    {
      collection: 'banners',
      slug: 'default',
      name: 'Bandeau national',
      data: (refs) => ({
        text: t(
          'Jouer comporte des risques : endettement, isolement, dépendance. Pour être aidé, appelez le',
          'Gambling involves risks: debt, isolation, addiction. For help, call',
        ),
        phone: '09 74 75 13 13',
        link: toPage(refs, 'responsible-gaming', t('Jeu responsable', 'Responsible gaming')),
      }),
    },
  ],
  redirects: [
    { from: '/ancien-casino-cannes', toPage: 'cannes', status: '301' },
    { from: '/en/old-cannes-casino', toPage: 'cannes', status: '301' },
    { from: '/partenaire-anj', toUrl: 'https://anj.fr', status: '302' },
  ],
  settings: (refs) => ({
    siteName: 'Atout',
    tagline: t('Casinos, hôtels & restaurants', 'Casinos, hotels & restaurants'),
    rootFolderName: 'website-casinos',
    homePage: refs.page('home'),
    defaultSeo: {
      description: t(
        'Casinos, spectacles, restaurants et hôtels du groupe Atout, de la Croisette aux rives du Léman.',
        'Casinos, shows, restaurants and hotels of the Atout group, from the Croisette to the shores of Lake Geneva.',
      ),
      image: refs.media('home-hero'),
    },
  }),
}
