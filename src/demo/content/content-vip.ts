import { t } from './bilingual'
import { callToAction, faq, richText, toPage } from './content-helpers'
import type { PageSeed } from './seed-types'
import { bold, doc, gold, heading, list, p, pageLink } from './rich-text-builder'

/**
 * The Carré VIP loyalty club. It keeps its brand name (and slug) in both languages; its children
 * are seeded after it, statuses before benefits so that the benefits page can link to them.
 */
export const vipPage: PageSeed = {
  key: 'vip',
  title: t('Le Carré VIP', 'The Carré VIP'),
  slug: t('le-carre-vip', 'le-carre-vip'),
  seo: {
    title: t(
      'Le Carré VIP, le club de fidélité des casinos Atout',
      'The Carré VIP, the Atout casinos loyalty club',
    ),
    description: t(
      'Une carte gratuite valable dans nos huit casinos : cumulez des points, progressez de White à Black et profitez de réductions et d’invitations.',
      'A free card valid in all eight of our casinos: earn points, move up from White to Black and enjoy discounts and invitations.',
    ),
  },
  layout: (refs) => [
    {
      blockType: 'hero',
      eyebrow: t('Programme de fidélité', 'Loyalty programme'),
      heading: t('Le Carré VIP', 'The Carré VIP'),
      text: t(
        'Une carte gratuite, valable dans nos huit casinos, nos hôtels et nos restaurants, qui récompense chacune de vos visites.',
        'A free card, valid in all eight of our casinos, hotels and restaurants, that rewards every visit.',
      ),
      image: refs.media('vip-hero'),
      size: 'large',
      links: [
        {
          link: toPage(refs, 'contact', t('Poser une question', 'Ask a question')),
          appearance: 'primary',
        },
      ],
    },
    richText(
      t(
        doc(
          heading('h2', 'Comment ça marche ?'),
          list('number', [
            [
              bold('Adhérez gratuitement'),
              ' à l’accueil de n’importe lequel de nos casinos, sur présentation d’une pièce d’identité. L’adhésion est réservée aux personnes majeures.',
            ],
            [
              bold('Présentez votre carte'),
              ' à chaque visite : vous cumulez des points aux machines à sous et aux tables, mais aussi au restaurant, au bar et à l’hôtel.',
            ],
            [
              bold('Profitez de vos avantages'),
              ' : vos points vous font progresser de statut et s’échangent contre des repas, des places de spectacle ou des nuits d’hôtel.',
            ],
          ]),
          heading('h2', 'Quatre statuts'),
          p(
            gold('White'),
            ', ',
            gold('Silver'),
            ', ',
            gold('Gold'),
            ' et ',
            gold('Black'),
            ' : votre statut dépend des points cumulés au cours des douze derniers mois. Plus vous partagez de moments avec nous, plus les attentions sont nombreuses, dès 10 % de réduction sur les spectacles pour les membres White.',
          ),
          heading('h3', 'Votre date porte-bonheur'),
          p(
            'Chaque année, choisissez une date qui vous est chère : ce jour-là, dans tous nos établissements, ',
            bold('vos points sont doublés'),
            '.',
          ),
          heading('h3', 'Un programme responsable'),
          p(
            'Le Carré VIP ne donne jamais accès à un crédit de jeu. Les personnes inscrites au fichier des interdits de jeux ne peuvent pas y adhérer, et vous pouvez suspendre votre adhésion à tout moment. En savoir plus sur notre politique de ',
            pageLink('jeu responsable', refs.page('responsible-gaming')),
            '.',
          ),
        ),
        doc(
          heading('h2', 'How does it work?'),
          list('number', [
            [
              bold('Join for free'),
              ' at the reception desk of any of our casinos, with your ID. Membership is for adults only.',
            ],
            [
              bold('Show your card'),
              ' on every visit: you earn points at the slot machines and the tables, and also at the restaurant, the bar and the hotel.',
            ],
            [
              bold('Enjoy your benefits'),
              ': your points move you up through the statuses and can be exchanged for meals, show tickets or hotel nights.',
            ],
          ]),
          heading('h2', 'Four statuses'),
          p(
            gold('White'),
            ', ',
            gold('Silver'),
            ', ',
            gold('Gold'),
            ' and ',
            gold('Black'),
            ': your status depends on the points you have earned over the last twelve months. The more time you spend with us, the more we look after you, starting with 10% off shows for White members.',
          ),
          heading('h3', 'Your lucky date'),
          p(
            'Each year, choose a date that matters to you: on that day, in all our venues, ',
            bold('your points are doubled'),
            '.',
          ),
          heading('h3', 'A responsible programme'),
          p(
            'The Carré VIP never gives access to gaming credit. People on the register of excluded players cannot join, and you can suspend your membership at any time. Find out more about our ',
            pageLink('responsible gaming', refs.page('responsible-gaming')),
            ' policy.',
          ),
        ),
      ),
    ),
    {
      blockType: 'imageText',
      heading: t('Des salons qui vous sont réservés', 'Lounges reserved for you'),
      body: t(
        doc(
          p(
            'Dès le statut Gold, nos salons privés vous accueillent dans chaque casino : un espace au calme, un service au verre et un hôte pour organiser votre soirée, du dîner au spectacle.',
          ),
        ),
        doc(
          p(
            'From Gold status, our private lounges welcome you in every casino: a quiet space, drinks served at your seat and a host to arrange your evening, from dinner to the show.',
          ),
        ),
      ),
      image: refs.media('vip-benefits'),
      imagePosition: 'right',
      withLink: false,
    },
    callToAction(
      t('Une question sur votre carte ?', 'A question about your card?'),
      t(
        'Le service membres vous répond du lundi au samedi, et l’accueil de chaque casino tous les jours.',
        'The members’ desk answers Monday to Saturday, and each casino’s reception every day.',
      ),
      [toPage(refs, 'contact', t('Contacter le service membres', 'Contact the members’ desk'))],
    ),
  ],
}

export const vipStatusesPage: PageSeed = {
  key: 'vip-statuses',
  parent: 'vip',
  title: t('Les statuts', 'Statuses'),
  slug: t('statuts', 'statuses'),
  seo: {
    title: t(
      'Les statuts du Carré VIP : White, Silver, Gold, Black',
      'Carré VIP statuses: White, Silver, Gold and Black',
    ),
    description: t(
      'Comment évoluer de White à Black au Carré VIP, les seuils de points et les avantages de chaque statut.',
      'How to move from White to Black in the Carré VIP, the points thresholds and the benefits of each status.',
    ),
  },
  layout: (refs) => [
    {
      blockType: 'hero',
      eyebrow: t('Le Carré VIP', 'The Carré VIP'),
      heading: t('White, Silver, Gold, Black', 'White, Silver, Gold, Black'),
      text: t(
        'Quatre statuts, calculés sur vos points des douze derniers mois et revus chaque année à la date anniversaire de votre adhésion.',
        'Four statuses, based on your points over the last twelve months and reviewed every year on the anniversary of your membership.',
      ),
      image: refs.media('vip-statuses'),
      size: 'compact',
      links: [],
    },
    // The member's own status and points (VIP pages are for logged-in members).
    { blockType: 'loyaltySummary', heading: t('Votre statut', 'Your status') },
    richText(
      t(
        doc(
          heading('h2', 'White'),
          p(gold('Dès l’adhésion.')),
          list('bullet', [
            ['10 % de réduction sur les spectacles de nos casinos'],
            ['Des points sur toutes vos dépenses, au jeu comme au restaurant'],
            ['Votre date porte-bonheur : vos points doublés un jour par an'],
          ]),
          heading('h2', 'Silver'),
          p(gold('À partir de 2 500 points sur douze mois.')),
          list('bullet', [
            ['20 % de réduction sur les spectacles'],
            ['Vestiaire offert et accueil prioritaire'],
            ['Les avantages White'],
          ]),
          heading('h2', 'Gold'),
          p(gold('À partir de 10 000 points sur douze mois.')),
          list('bullet', [
            ['Accès aux salons privés de nos casinos'],
            ['Voiturier offert et surclassement à l’hôtel selon disponibilité'],
            ['Invitations aux soirées membres et aux avant-premières'],
            ['Les avantages Silver'],
          ]),
          heading('h2', 'Black'),
          p(gold('Sur invitation, à partir de 30 000 points sur douze mois.')),
          list('bullet', [
            ['10 % de réduction permanente dans tous nos bars et restaurants'],
            ['Un hôte dédié pour organiser vos visites'],
            ['Réservations prioritaires pour les spectacles et les restaurants'],
            ['Les avantages Gold'],
          ]),
        ),
        doc(
          heading('h2', 'White'),
          p(gold('As soon as you join.')),
          list('bullet', [
            ['10% off shows in our casinos'],
            ['Points on everything you spend, at the tables and at the restaurant'],
            ['Your lucky date: double points one day a year'],
          ]),
          heading('h2', 'Silver'),
          p(gold('From 2,500 points over twelve months.')),
          list('bullet', [
            ['20% off shows'],
            ['Free cloakroom and priority welcome'],
            ['All White benefits'],
          ]),
          heading('h2', 'Gold'),
          p(gold('From 10,000 points over twelve months.')),
          list('bullet', [
            ['Access to the private lounges in our casinos'],
            ['Free valet parking and hotel upgrades, subject to availability'],
            ['Invitations to members’ evenings and previews'],
            ['All Silver benefits'],
          ]),
          heading('h2', 'Black'),
          p(gold('By invitation, from 30,000 points over twelve months.')),
          list('bullet', [
            ['A permanent 10% discount in all our bars and restaurants'],
            ['A dedicated host to arrange your visits'],
            ['Priority booking for shows and restaurants'],
            ['All Gold benefits'],
          ]),
        ),
      ),
    ),
    faq(t('Vos questions sur les statuts', 'Your questions about statuses'), [
      {
        question: t('Comment gagne-t-on des points ?', 'How do I earn points?'),
        answer: t(
          doc(
            p(
              'Au restaurant, au bar et à l’hôtel, 1 euro dépensé rapporte 1 point. Aux machines à sous et aux tables, vos points dépendent de votre activité de jeu : il suffit d’insérer ou de présenter votre carte.',
            ),
          ),
          doc(
            p(
              'At the restaurant, the bar and the hotel, every euro spent earns 1 point. At the slot machines and the tables, points depend on your play: just insert or show your card.',
            ),
          ),
        ),
      },
      {
        question: t('Mes points expirent-ils ?', 'Do my points expire?'),
        answer: t(
          doc(p('Vos points restent valables douze mois après leur obtention.')),
          doc(p('Your points remain valid for twelve months after you earn them.')),
        ),
      },
      {
        question: t('Puis-je perdre mon statut ?', 'Can I lose my status?'),
        answer: t(
          doc(
            p(
              'Votre statut est revu une fois par an. S’il baisse, vous ne descendez que d’un niveau à la fois, et votre date porte-bonheur vous reste acquise.',
            ),
          ),
          doc(
            p(
              'Your status is reviewed once a year. If it drops, you only go down one level at a time, and you keep your lucky date.',
            ),
          ),
        ),
      },
      {
        question: t('Comment choisir ma date porte-bonheur ?', 'How do I choose my lucky date?'),
        answer: t(
          doc(
            p(
              'À l’accueil de votre casino ou auprès du service membres, au moins une semaine à l’avance.',
            ),
          ),
          doc(
            p(
              'At your casino’s reception or through the members’ desk, at least one week in advance.',
            ),
          ),
        ),
      },
    ]),
    callToAction(
      t('Le Carré VIP', 'The Carré VIP'),
      t(
        'Tout savoir sur le programme et son fonctionnement.',
        'Everything about the programme and how it works.',
      ),
      [
        toPage(refs, 'vip', t('Retour au Carré VIP', 'Back to the Carré VIP')),
        toPage(refs, 'contact', t('Service membres', 'Members’ desk')),
      ],
    ),
  ],
}

export const vipBenefitsPage: PageSeed = {
  key: 'vip-benefits',
  parent: 'vip',
  title: t('Les avantages', 'Benefits'),
  slug: t('avantages', 'benefits'),
  seo: {
    title: t('Les avantages du Carré VIP', 'Carré VIP benefits'),
    description: t(
      'Réductions sur les spectacles, restaurants et hôtels, salons privés, invitations et points doublés le jour de votre date porte-bonheur.',
      'Discounts on shows, restaurants and hotels, private lounges, invitations and double points on your lucky date.',
    ),
  },
  layout: (refs) => [
    {
      blockType: 'hero',
      eyebrow: t('Le Carré VIP', 'The Carré VIP'),
      heading: t('Vos avantages, partout dans le groupe', 'Your benefits, everywhere in the group'),
      text: t(
        'Spectacles, restaurants, hôtels et salons privés : votre carte vous suit dans nos huit casinos.',
        'Shows, restaurants, hotels and private lounges: your card goes with you to all eight of our casinos.',
      ),
      image: refs.media('vip-benefits'),
      size: 'compact',
      links: [],
    },
    // Where a member uses the benefits: the member pages of rewards, vouchers, offers, sponsorship.
    {
      blockType: 'memberPages',
      heading: t('Profiter de vos avantages', 'Use your benefits'),
      groups: ['rewards'],
    },
    richText(
      t(
        doc(
          heading('h2', 'Spectacles'),
          p(
            bold('10 % de réduction'),
            ' pour les membres White, ',
            bold('20 %'),
            ' à partir du statut Silver, sur toute la programmation de nos théâtres et dîners-spectacles.',
          ),
          heading('h2', 'Restaurants et bars'),
          p(
            'Vos points s’échangent contre des repas dans tous nos restaurants. Les membres Black bénéficient en plus de ',
            bold('10 % de réduction permanente'),
            ' dans tous nos bars et restaurants.',
          ),
          heading('h2', 'Hôtels'),
          p(
            'Des nuits offertes contre vos points, un départ tardif sur demande et, dès le statut Gold, un surclassement selon disponibilité.',
          ),
          heading('h2', 'Date porte-bonheur'),
          p(
            'Une fois par an, à la date de votre choix, ',
            bold('tous vos points sont doublés'),
            ', quel que soit votre statut.',
          ),
          p(
            'Le détail des avantages par niveau est présenté sur la page ',
            pageLink('des statuts', refs.page('vip-statuses')),
            '.',
          ),
        ),
        doc(
          heading('h2', 'Shows'),
          p(
            bold('10% off'),
            ' for White members and ',
            bold('20% off'),
            ' from Silver status, across the whole programme of our theatres and dinner shows.',
          ),
          heading('h2', 'Restaurants and bars'),
          p(
            'Exchange your points for meals in any of our restaurants. Black members also get a ',
            bold('permanent 10% discount'),
            ' in all our bars and restaurants.',
          ),
          heading('h2', 'Hotels'),
          p(
            'Free nights in exchange for points, late check-out on request and, from Gold status, an upgrade when available.',
          ),
          heading('h2', 'Lucky date'),
          p(
            'Once a year, on the date of your choice, ',
            bold('all your points are doubled'),
            ', whatever your status.',
          ),
          p(
            'See the benefits for each level on the ',
            pageLink('statuses', refs.page('vip-statuses')),
            ' page.',
          ),
        ),
      ),
    ),
    callToAction(
      t('Pas encore membre ?', 'Not a member yet?'),
      t(
        'L’adhésion est gratuite, à l’accueil de n’importe lequel de nos casinos, sur présentation d’une pièce d’identité.',
        'Membership is free: just ask at the reception of any of our casinos and bring your ID.',
      ),
      [
        toPage(refs, 'vip-statuses', t('Voir les statuts', 'See the statuses')),
        toPage(refs, 'vip', t('Le Carré VIP', 'The Carré VIP')),
      ],
    ),
  ],
}
