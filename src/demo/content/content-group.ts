import { t, type Bilingual } from './bilingual'
import { casinoFacts, toNationalPhone, toTelHref } from './casino-facts'
import { casinos } from './content-casinos'
import { callToAction, cardGrid, richText, toPage, toUrl } from './content-helpers'
import type { PageSeed } from './seed-types'
import { bold, doc, heading, link, list, p, pageLink } from './rich-text-builder'

/** Group pages: help and legal pages first (others link to them), then hotels, dining, the group. */

const compactHero = (image: number, eyebrow: Bilingual, title: Bilingual, text: Bilingual) => ({
  blockType: 'hero',
  eyebrow,
  heading: title,
  text,
  image,
  size: 'compact',
  links: [],
})

const helplineTel = 'tel:+33974751313'
const helplineSite = 'https://www.joueurs-info-service.fr'

export const responsibleGamingPage: PageSeed = {
  key: 'responsible-gaming',
  title: t('Jeu responsable', 'Responsible gaming'),
  slug: t('jeu-responsable', 'responsible-gaming'),
  seo: {
    title: t(
      'Jeu responsable : nos engagements et où trouver de l’aide',
      'Responsible gaming: our commitments and where to get help',
    ),
    description: t(
      'Jeu interdit aux mineurs, conseils pour garder le contrôle, interdiction volontaire de jeux auprès de l’ANJ et Joueurs Info Service au 09 74 75 13 13.',
      'Gaming is for adults only: tips to stay in control, voluntary self-exclusion through the ANJ, and Joueurs Info Service on +33 9 74 75 13 13.',
    ),
  },
  layout: (refs) => [
    compactHero(
      refs.media('responsible-hero'),
      t('Jeu responsable', 'Responsible gaming'),
      t('Le jeu doit rester un plaisir', 'Gaming should stay a pleasure'),
      t(
        'Un casino est un lieu de divertissement. Voici nos engagements, quelques repères simples, et les contacts utiles si le jeu devient un problème pour vous ou pour un proche.',
        'A casino is a place for entertainment. Here are our commitments, a few simple guidelines, and who to contact if gaming becomes a problem for you or someone close to you.',
      ),
    ),
    richText(
      t(
        doc(
          heading('h2', 'Nos engagements'),
          list('bullet', [
            [
              bold('Interdit aux mineurs'),
              ' : l’accès aux salles de jeux est réservé aux personnes majeures, et l’identité de chaque client est contrôlée à l’entrée.',
            ],
            [
              bold('Contrôle des interdits de jeux'),
              ' : à chaque entrée, nous vérifions que la personne ne fait pas l’objet d’une interdiction de jeux.',
            ],
            [
              bold('Aucun crédit'),
              ' : nous n’accordons ni avance ni crédit de jeu, et nos salles de jeux n’abritent aucun distributeur de billets.',
            ],
            [
              bold('Des équipes formées'),
              ' : nos collaborateurs savent repérer les comportements de jeu excessif et peuvent vous orienter, en toute discrétion.',
            ],
            [
              bold('Un point d’information dans chaque casino'),
              ' : brochures, questionnaire d’auto-évaluation et coordonnées des structures d’aide.',
            ],
          ]),
          heading('h2', 'Quelques repères pour garder le contrôle'),
          list('bullet', [
            ['Fixez-vous un budget avant d’entrer, et n’emportez que ce montant.'],
            ['Décidez à l’avance du temps que vous passerez au casino, et faites des pauses.'],
            ['Ne cherchez jamais à « vous refaire » : une perte est le prix de la soirée.'],
            [
              'Ne jouez pas pour résoudre des problèmes d’argent, ni sous l’effet de l’alcool, de la fatigue ou d’émotions fortes.',
            ],
            ['Le jeu est un divertissement, pas un moyen de gagner de l’argent.'],
          ]),
          heading('h2', 'Reconnaître les signaux d’alerte'),
          p(
            'Vous pensez au jeu de plus en plus souvent, vous misez davantage pour retrouver la même excitation, vous cachez vos pertes à vos proches ou vous empruntez pour jouer ? Ces signes doivent vous alerter : parlez-en, il existe des solutions.',
          ),
        ),
        doc(
          heading('h2', 'Our commitments'),
          list('bullet', [
            [
              bold('Adults only'),
              ': the gaming rooms are open to adults only, and every guest’s identity is checked at the entrance.',
            ],
            [
              bold('Exclusion checks'),
              ': every time someone comes in, we check that they are not barred from gaming.',
            ],
            [
              bold('No credit'),
              ': we never grant advances or gaming credit, and there are no cash machines in our gaming rooms.',
            ],
            [
              bold('Trained staff'),
              ': our teams know how to spot signs of excessive gaming and can point you towards help, discreetly.',
            ],
            [
              bold('An information point in every casino'),
              ': leaflets, a self-assessment questionnaire and the contact details of support services.',
            ],
          ]),
          heading('h2', 'Simple ways to stay in control'),
          list('bullet', [
            ['Set a budget before you come in, and only bring that amount with you.'],
            ['Decide in advance how long you will stay, and take breaks.'],
            ['Never chase your losses: think of them as the price of the evening.'],
            [
              'Don’t gamble to solve money problems, or when you have been drinking, are tired or upset.',
            ],
            ['Gaming is entertainment, not a way to make money.'],
          ]),
          heading('h2', 'Recognising the warning signs'),
          p(
            'Are you thinking about gambling more and more often, staking more to get the same thrill, hiding your losses from the people close to you or borrowing money to play? These are warning signs: talk to someone, help is available.',
          ),
        ),
      ),
    ),
    richText(
      t(
        doc(
          heading('h2', 'Être aidé : Joueurs Info Service'),
          p(
            'Joueurs Info Service est le service national d’aide à distance pour les joueurs et leur entourage. Appelez le ',
            link('09 74 75 13 13', helplineTel),
            ' (appel non surtaxé), 7 jours sur 7 de 8 h à 2 h, ou échangez par chat sur ',
            link('joueurs-info-service.fr', helplineSite, true),
            '. Le service est anonyme et confidentiel.',
          ),
          heading('h2', 'L’interdiction volontaire de jeux'),
          p(
            'Si vous souhaitez arrêter de jouer, vous pouvez demander votre inscription au fichier des interdits de jeux, tenu par l’Autorité nationale des jeux (ANJ). La demande se fait en ligne sur ',
            link('anj.fr', 'https://anj.fr', true),
            ' ou par courrier.',
          ),
          list('bullet', [
            [
              'L’interdiction est prononcée pour trois ans, reconduite tacitement, et ne peut pas être levée avant la fin de cette période.',
            ],
            [
              'Elle s’applique dans tous les casinos et clubs de jeux de France, ainsi que sur les sites de jeux en ligne agréés.',
            ],
            ['Elle est confidentielle : ni votre entourage ni votre employeur n’en sont informés.'],
          ]),
          p(
            'Vous pouvez aussi demander à la direction de l’un de nos casinos de limiter vos entrées : nos équipes en discutent avec vous en toute confidentialité.',
          ),
        ),
        doc(
          heading('h2', 'Getting help: Joueurs Info Service'),
          p(
            'Joueurs Info Service is the French national helpline for gamblers and the people around them. Call ',
            link('+33 9 74 75 13 13', helplineTel),
            ' (standard call rate), 7 days a week from 8am to 2am, or chat online at ',
            link('joueurs-info-service.fr', helplineSite, true),
            '. The service is anonymous and confidential.',
          ),
          heading('h2', 'Voluntary self-exclusion'),
          p(
            'If you want to stop gambling, you can ask to be added to the national register of excluded players, kept by the French gaming authority (Autorité nationale des jeux, ANJ). Apply online at ',
            link('anj.fr', 'https://anj.fr', true),
            ' or by post.',
          ),
          list('bullet', [
            [
              'The exclusion lasts three years, renews automatically, and cannot be lifted before the end of that period.',
            ],
            [
              'It applies in every casino and gaming club in France, and on all licensed online gambling sites.',
            ],
            ['It is confidential: neither your family nor your employer is told.'],
          ]),
          p(
            'You can also ask the management of any of our casinos to limit your visits; our teams will discuss it with you in complete confidence.',
          ),
        ),
      ),
    ),
    callToAction(
      t('Besoin d’en parler ?', 'Need to talk?'),
      t(
        'Joueurs Info Service : 09 74 75 13 13, 7 jours sur 7 de 8 h à 2 h (appel non surtaxé).',
        'Joueurs Info Service: +33 9 74 75 13 13, 7 days a week from 8am to 2am (standard call rate).',
      ),
      [
        toUrl(helplineTel, t('Appeler le 09 74 75 13 13', 'Call +33 9 74 75 13 13')),
        toUrl(
          helplineSite,
          t('Joueurs Info Service en ligne', 'Joueurs Info Service online'),
          true,
        ),
      ],
    ),
  ],
}

export const privacyPage: PageSeed = {
  key: 'privacy',
  title: t('Politique de confidentialité', 'Privacy policy'),
  slug: t('politique-de-confidentialite', 'privacy-policy'),
  seo: {
    title: t('Politique de confidentialité', 'Privacy policy'),
    description: t(
      'Quelles données le groupe Atout collecte, pourquoi, combien de temps elles sont conservées et comment exercer vos droits.',
      'What data the Atout group collects, why, how long it is kept and how to exercise your rights.',
    ),
  },
  layout: (refs) => [
    compactHero(
      refs.media('legal-pattern'),
      t('Vos données', 'Your data'),
      t('Politique de confidentialité', 'Privacy policy'),
      t(
        'Ce que nous faisons de vos données personnelles, en ligne et dans nos établissements.',
        'What we do with your personal data, online and in our venues.',
      ),
    ),
    richText(
      t(
        doc(
          heading('h2', 'Qui est responsable de vos données ?'),
          p(
            'Groupe Atout SAS, 7, place des Arcades, 06400 Cannes, pour ce site et le programme Carré VIP, et la société qui exploite chaque casino pour les données collectées dans l’établissement. Notre délégué à la protection des données est joignable à ',
            link('dpo@atout.example', 'mailto:dpo@atout.example'),
            '.',
          ),
          heading('h2', 'Quelles données, et pourquoi ?'),
          list('bullet', [
            [
              bold('Contrôle à l’entrée des salles de jeux'),
              ' : nom, prénoms, date de naissance et pièce d’identité, pour vérifier votre majorité et consulter le fichier des interdits de jeux (obligation légale).',
            ],
            [
              bold('Lutte contre le blanchiment'),
              ' : identification lors de certaines opérations, comme le change ou le paiement de gains importants (obligation légale).',
            ],
            [
              bold('Carré VIP'),
              ' : coordonnées, statut, points et préférences, pour gérer votre adhésion et vos avantages (exécution du contrat).',
            ],
            [
              bold('Réservations et demandes de contact'),
              ' : pour vous répondre et organiser votre venue (mesures précontractuelles).',
            ],
            [
              bold('Lettre d’information'),
              ' : seulement avec votre accord, que vous pouvez retirer à tout moment grâce au lien de désinscription.',
            ],
            [
              bold('Vidéoprotection'),
              ' : dans nos établissements, pour la sécurité des biens et des personnes.',
            ],
          ]),
          heading('h2', 'Combien de temps ?'),
          list('bullet', [
            [
              'Données liées à la lutte contre le blanchiment : cinq ans, comme l’exige la réglementation.',
            ],
            [
              'Données du Carré VIP : pendant votre adhésion, puis trois ans après votre dernière visite.',
            ],
            ['Images de vidéoprotection : trente jours au plus, sauf procédure en cours.'],
          ]),
          heading('h2', 'Qui y a accès ?'),
          p(
            'Nos équipes habilitées, nos prestataires techniques (hébergement, envoi des e-mails) liés par contrat, et les autorités de contrôle des jeux lorsque la loi l’exige. Vos données ne sont jamais vendues.',
          ),
          heading('h2', 'Vos droits'),
          p(
            'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité, ainsi que du droit de définir des directives sur le sort de vos données après votre décès. Écrivez à ',
            link('dpo@atout.example', 'mailto:dpo@atout.example'),
            '. Vous pouvez aussi adresser une réclamation à la ',
            link('CNIL', 'https://www.cnil.fr', true),
            '.',
          ),
          heading('h2', 'Cookies'),
          p(
            'Ce site n’utilise que les cookies nécessaires à son fonctionnement, comme celui qui retient votre langue. Les vidéos YouTube et Vimeo ne sont chargées qu’après votre clic, depuis des lecteurs configurés pour limiter le suivi.',
          ),
        ),
        doc(
          heading('h2', 'Who is responsible for your data?'),
          p(
            'Groupe Atout SAS, 7 place des Arcades, 06400 Cannes, France, for this website and the Carré VIP programme, and the company operating each casino for data collected on its premises. Our data protection officer can be reached at ',
            link('dpo@atout.example', 'mailto:dpo@atout.example'),
            '.',
          ),
          heading('h2', 'What data, and why?'),
          list('bullet', [
            [
              bold('Entry checks for the gaming rooms'),
              ': surname, first names, date of birth and ID, to check that you are an adult and not on the register of excluded players (legal obligation).',
            ],
            [
              bold('Anti-money laundering'),
              ': identification for certain transactions, such as currency exchange or paying out large winnings (legal obligation).',
            ],
            [
              bold('Carré VIP'),
              ': contact details, status, points and preferences, to manage your membership and benefits (performance of a contract).',
            ],
            [
              bold('Bookings and enquiries'),
              ': to reply to you and arrange your visit (pre-contractual steps).',
            ],
            [
              bold('Newsletter'),
              ': only with your consent, which you can withdraw at any time using the unsubscribe link.',
            ],
            [bold('CCTV'), ': in our venues, for the safety of people and property.'],
          ]),
          heading('h2', 'How long do we keep it?'),
          list('bullet', [
            ['Anti-money laundering records: five years, as required by law.'],
            [
              'Carré VIP data: for the duration of your membership, then three years after your last visit.',
            ],
            ['CCTV footage: thirty days at most, unless proceedings are under way.'],
          ]),
          heading('h2', 'Who can access it?'),
          p(
            'Our authorised staff, our technical providers (hosting, email delivery) under contract, and the gaming authorities when the law requires it. We never sell your data.',
          ),
          heading('h2', 'Your rights'),
          p(
            'You have the right to access, rectify, erase, restrict, object to and port your data, and to give instructions on what happens to it after your death. Write to ',
            link('dpo@atout.example', 'mailto:dpo@atout.example'),
            '. You can also lodge a complaint with the French data protection authority, the ',
            link('CNIL', 'https://www.cnil.fr', true),
            '.',
          ),
          heading('h2', 'Cookies'),
          p(
            'This website only uses the cookies it needs to work, such as the one that remembers your language. YouTube and Vimeo videos only load once you click, from players set up to limit tracking.',
          ),
        ),
      ),
    ),
  ],
}

export const legalNoticePage: PageSeed = {
  key: 'legal-notice',
  title: t('Mentions légales', 'Legal notice'),
  slug: t('mentions-legales', 'legal-notice'),
  seo: {
    title: t('Mentions légales', 'Legal notice'),
    description: t(
      'Éditeur, hébergement, autorisations de jeux et propriété intellectuelle du site du groupe Atout.',
      'Publisher, hosting, gaming licences and intellectual property of the Atout group website.',
    ),
  },
  layout: (refs) => [
    compactHero(
      refs.media('legal-pattern'),
      t('Informations légales', 'Legal information'),
      t('Mentions légales', 'Legal notice'),
      t('Qui édite ce site, et dans quel cadre.', 'Who publishes this website, and on what basis.'),
    ),
    richText(
      t(
        doc(
          heading('h2', 'Éditeur du site'),
          p(
            'Ce site est édité par Groupe Atout SAS, société par actions simplifiée au capital de 5 000 000 €, immatriculée au RCS de Cannes sous le numéro 123 456 789, dont le siège social est situé 7, place des Arcades, 06400 Cannes.',
          ),
          p(
            'Téléphone : 01 99 00 12 34. E-mail : ',
            link('contact@atout.example', 'mailto:contact@atout.example'),
            '. TVA intracommunautaire : FR 12 123456789.',
          ),
          heading('h2', 'Direction de la publication'),
          p('Claire Morel, présidente de Groupe Atout SAS.'),
          heading('h2', 'Hébergement'),
          p(
            'Atout Digital SAS, 7, place des Arcades, 06400 Cannes, sur des serveurs situés dans l’Union européenne.',
          ),
          heading('h2', 'Autorisations de jeux'),
          p(
            'Chaque casino du groupe est exploité par une société dédiée, filiale de Groupe Atout SAS, dans le cadre d’une délégation de service public consentie par la commune d’implantation et d’une autorisation de jeux délivrée par arrêté du ministre de l’Intérieur.',
          ),
          heading('h2', 'Jeu responsable'),
          p(
            'Les jeux d’argent sont interdits aux mineurs. Jouer comporte des risques : endettement, isolement, dépendance. Pour être aidé, appelez le 09 74 75 13 13 (appel non surtaxé). Voir aussi notre page ',
            pageLink('Jeu responsable', refs.page('responsible-gaming')),
            '.',
          ),
          heading('h2', 'Propriété intellectuelle'),
          p(
            'Les textes, illustrations, logos et marques « Atout » et « Carré VIP » sont protégés par le droit de la propriété intellectuelle. Toute reproduction sans autorisation écrite préalable est interdite. Les illustrations du site sont des créations du studio graphique du groupe.',
          ),
          heading('h2', 'Données personnelles'),
          p(
            'Pour savoir comment nous traitons vos données, consultez notre ',
            pageLink('politique de confidentialité', refs.page('privacy')),
            '.',
          ),
        ),
        doc(
          heading('h2', 'Publisher'),
          p(
            'This website is published by Groupe Atout SAS, a French simplified joint-stock company with a share capital of €5,000,000, registered with the Cannes Trade and Companies Register under number 123 456 789, whose registered office is at 7 place des Arcades, 06400 Cannes, France.',
          ),
          p(
            'Phone: +33 1 99 00 12 34. Email: ',
            link('contact@atout.example', 'mailto:contact@atout.example'),
            '. EU VAT number: FR 12 123456789.',
          ),
          heading('h2', 'Publication director'),
          p('Claire Morel, Chair of Groupe Atout SAS.'),
          heading('h2', 'Hosting'),
          p(
            'Atout Digital SAS, 7 place des Arcades, 06400 Cannes, France, on servers located in the European Union.',
          ),
          heading('h2', 'Gaming licences'),
          p(
            'Each of the group’s casinos is run by a dedicated subsidiary of Groupe Atout SAS, under a public service concession granted by the town where it is located and a gaming licence issued by order of the French Minister of the Interior.',
          ),
          heading('h2', 'Responsible gaming'),
          p(
            'Gambling is prohibited for minors. Gambling involves risks: debt, isolation, addiction. For help, call +33 9 74 75 13 13 (standard call rate). See also our ',
            pageLink('responsible gaming', refs.page('responsible-gaming')),
            ' page.',
          ),
          heading('h2', 'Intellectual property'),
          p(
            'The texts, illustrations, logos and the “Atout” and “Carré VIP” trademarks are protected by intellectual property law. Any reproduction without prior written permission is prohibited. The illustrations on this website were created by the group’s in-house design studio.',
          ),
          heading('h2', 'Personal data'),
          p(
            'To find out how we handle your data, please read our ',
            pageLink('privacy policy', refs.page('privacy')),
            '.',
          ),
        ),
      ),
    ),
  ],
}

export const contactPage: PageSeed = {
  key: 'contact',
  title: t('Contact', 'Contact'),
  slug: t('contact', 'contact'),
  seo: {
    title: t('Contacter le groupe Atout et nos casinos', 'Contact the Atout group and our casinos'),
    description: t(
      'Standard du groupe, service Carré VIP, presse, événements, recrutement et numéros de nos huit casinos.',
      'Group switchboard, Carré VIP desk, press, events, careers and the phone numbers of our eight casinos.',
    ),
  },
  layout: (refs) => {
    const mail = (address: string) => link(address, `mailto:${address}`)
    // The same numbers as the casino records (casino-facts.ts).
    const phones = casinos.map((casino) => ({
      name: casino.name,
      phone: casinoFacts[casino.key].phone,
    }))
    return [
      compactHero(
        refs.media('contact-hero'),
        t('Contact', 'Contact'),
        t('Nous sommes à votre écoute', 'We are here to help'),
        t(
          'Une question sur votre visite, votre carte Carré VIP ou un événement à organiser ? Voici qui contacter.',
          'A question about your visit, your Carré VIP card or an event you are planning? Here is who to contact.',
        ),
      ),
      richText(
        t(
          doc(
            heading('h2', 'Groupe Atout'),
            p(
              'Standard : ',
              link('01 99 00 12 34', 'tel:+33199001234'),
              ', du lundi au vendredi de 9 h à 18 h.',
            ),
            p('E-mail : ', mail('contact@atout.example'), '.'),
            heading('h3', 'Carré VIP'),
            p(
              'Points, statuts, date porte-bonheur : le service membres vous répond à ',
              mail('carrevip@atout.example'),
              ', ou à l’accueil de votre casino.',
            ),
            heading('h3', 'Événements et séminaires'),
            p(
              'Privatisations, soirées d’entreprise, mariages : ',
              mail('evenements@atout.example'),
              '.',
            ),
            heading('h3', 'Presse'),
            p(mail('presse@atout.example')),
            heading('h3', 'Recrutement'),
            p(
              'Croupiers, cuisiniers, réceptionnistes, techniciens : envoyez votre candidature à ',
              mail('recrutement@atout.example'),
              '.',
            ),
            heading('h2', 'Nos casinos'),
            list(
              'bullet',
              phones.map(({ name, phone }) => [
                bold(name),
                ' : ',
                link(toNationalPhone(phone), toTelHref(phone)),
              ]),
            ),
            heading('h2', 'Adresse postale'),
            p('Groupe Atout SAS, 7, place des Arcades, 06400 Cannes.'),
          ),
          doc(
            heading('h2', 'Atout group'),
            p(
              'Switchboard: ',
              link('+33 1 99 00 12 34', 'tel:+33199001234'),
              ', Monday to Friday, 9am to 6pm (French time).',
            ),
            p('Email: ', mail('contact@atout.example'), '.'),
            heading('h3', 'Carré VIP'),
            p(
              'Points, statuses, lucky date: the members’ desk answers at ',
              mail('carrevip@atout.example'),
              ', or ask at your casino’s reception.',
            ),
            heading('h3', 'Events and meetings'),
            p(
              'Private hire, corporate evenings, weddings: ',
              mail('evenements@atout.example'),
              '.',
            ),
            heading('h3', 'Press'),
            p(mail('presse@atout.example')),
            heading('h3', 'Careers'),
            p(
              'Croupiers, chefs, receptionists, technicians: send your application to ',
              mail('recrutement@atout.example'),
              '.',
            ),
            heading('h2', 'Our casinos'),
            list(
              'bullet',
              phones.map(({ name, phone }) => [bold(name), ': ', link(phone, toTelHref(phone))]),
            ),
            heading('h2', 'Postal address'),
            p('Groupe Atout SAS, 7 place des Arcades, 06400 Cannes, France.'),
          ),
        ),
      ),
      {
        blockType: 'contactForm',
        heading: t('Nous écrire', 'Write to us'),
        intro: t(
          'Choisissez le casino ou l’hôtel concerné : votre message part directement à son équipe, et vous en recevez une copie.',
          'Choose the casino or hotel concerned: your message goes straight to its team, and you receive a copy.',
        ),
      },
      callToAction(
        t('Le jeu vous pose problème ?', 'Is gambling becoming a problem?'),
        t(
          'Parlez-en : Joueurs Info Service répond au 09 74 75 13 13, 7 jours sur 7 de 8 h à 2 h (appel non surtaxé).',
          'Talk to someone: Joueurs Info Service answers on +33 9 74 75 13 13, 7 days a week from 8am to 2am (standard call rate).',
        ),
        [toPage(refs, 'responsible-gaming', t('Jeu responsable', 'Responsible gaming'))],
      ),
    ]
  },
}

export const hotelsPage: PageSeed = {
  key: 'hotels',
  title: t('Nos hôtels', 'Our hotels'),
  slug: t('nos-hotels', 'our-hotels'),
  seo: {
    title: t(
      'Nos hôtels à Cannes, Deauville, Biarritz, Évian et Annecy',
      'Our hotels in Cannes, Deauville, Biarritz, Évian and Annecy',
    ),
    description: t(
      'Cinq hôtels près de nos casinos, du palace de la Croisette au chalet face au lac d’Annecy, en passant par Deauville, Biarritz et Évian.',
      'Five hotels near our casinos, from the palace on the Croisette to the chalet facing Lake Annecy, by way of Deauville, Biarritz and Évian.',
    ),
  },
  layout: (refs) => [
    compactHero(
      refs.media('hotels-hero'),
      t('Séjourner', 'Stay'),
      t('Nos hôtels', 'Our hotels'),
      t(
        'Prolongez la soirée : cinq hôtels à quelques pas de nos casinos, pour une nuit ou pour un long week-end.',
        'Make a night of it: five hotels a few steps from our casinos, for one night or a long weekend.',
      ),
    ),
    richText(
      t(
        doc(
          p(
            'Chacun de nos hôtels a son caractère : la Méditerranée à Cannes, la Normandie à Deauville, l’océan à Biarritz, le Léman à Évian et les montagnes à Annecy. Partout, le même soin du détail, des petits déjeuners servis jusqu’à 11 h et un départ tardif sur demande.',
          ),
          p(
            'Les membres du Carré VIP cumulent des points sur chaque séjour et peuvent les échanger contre des nuits offertes.',
          ),
        ),
        doc(
          p(
            'Each of our hotels has its own character: the Mediterranean in Cannes, Normandy in Deauville, the ocean in Biarritz, Lake Geneva in Évian and the mountains in Annecy. Everywhere, the same attention to detail, breakfast served until 11am and late check-out on request.',
          ),
          p('Carré VIP members earn points on every stay and can exchange them for free nights.'),
        ),
      ),
    ),
    // The hotels themselves, from the hotel records: each card opens the hotel's page.
    { blockType: 'hotelList', heading: t('Cinq adresses', 'Five addresses') },
    {
      blockType: 'imageText',
      heading: t(
        'Le Spa des Sources de l’Hôtel Atout Rive du Lac',
        'The Spa des Sources at the Hôtel Atout Rive du Lac',
      ),
      body: t(
        doc(
          p(
            'Bassins d’eau d’Évian, parcours de cryothérapie et soins minceur : le spa d’Évian est ouvert aux clients de l’hôtel et, sur réservation, aux visiteurs du casino.',
          ),
          p('Ouvert tous les jours de 9 h à 21 h. Soins sur rendez-vous au 04 65 71 74 55.'),
        ),
        doc(
          p(
            'Évian water pools, a cryotherapy circuit and slimming treatments: the Évian spa is open to hotel guests and, by appointment, to casino visitors.',
          ),
          p('Open daily from 9am to 9pm. Treatments by appointment on +33 4 65 71 74 55.'),
        ),
      ),
      image: refs.media('hotels-spa'),
      imagePosition: 'right',
      withLink: true,
      link: toPage(refs, 'evian', t('Découvrir le casino d’Évian', 'Discover the Évian casino')),
    },
    callToAction(
      t('Réserver un séjour', 'Book a stay'),
      t(
        'Nos équipes vous conseillent et composent avec vous un séjour sur mesure : chambre, dîner, spectacle.',
        'Our teams will help you put together a tailor-made stay: room, dinner and a show.',
      ),
      [
        toPage(refs, 'hotel-offers', t('Nos offres de séjour', 'Our stay offers')),
        toPage(refs, 'contact', t('Nous contacter', 'Contact us')),
      ],
    ),
  ],
}

export const restaurantsPage: PageSeed = {
  key: 'restaurants',
  title: t('Restaurants et bars', 'Restaurants and bars'),
  slug: t('restaurants', 'restaurants'),
  seo: {
    title: t(
      'Restaurants, bars et spectacles de nos casinos',
      'Restaurants, bars and shows in our casinos',
    ),
    description: t(
      'Toit-terrasse à Cannes, brasserie à Aix, club de jazz à Lyon, table de la mer au Touquet : les restaurants, bars et scènes du groupe Atout.',
      'A rooftop in Cannes, a brasserie in Aix, a jazz club in Lyon, seafood in Le Touquet: the restaurants, bars and stages of the Atout group.',
    ),
  },
  layout: (refs) => [
    compactHero(
      refs.media('restaurants-hero'),
      t('Restaurants et bars', 'Restaurants and bars'),
      t('À table, avant ou après le jeu', 'Dining, before or after the tables'),
      t(
        'Cuisine de saison, produits locaux et belles caves : nos restaurants et nos bars sont ouverts à tous, joueurs ou non.',
        'Seasonal cooking, local produce and fine cellars: our restaurants and bars are open to everyone, whether you play or not.',
      ),
    ),
    richText(
      t(
        doc(
          p(
            'Chaque casino a sa table et son bar, pensés avec les producteurs de sa région. L’accès aux restaurants, aux bars et aux salles de spectacle est libre et ne nécessite pas d’entrer dans les salles de jeux.',
          ),
          p(
            bold('Membres Black du Carré VIP'),
            ' : 10 % de réduction permanente dans tous nos bars et restaurants.',
          ),
        ),
        doc(
          p(
            'Each casino has its own restaurant and bar, created with producers from the region. Restaurants, bars and show rooms are open to all, and you do not need to enter the gaming rooms to use them.',
          ),
          p(
            bold('Black Carré VIP members'),
            ': a permanent 10% discount in all our bars and restaurants.',
          ),
        ),
      ),
    ),
    // The restaurants themselves, from the restaurant records: each card opens its page.
    { blockType: 'restaurantList', heading: t('Nos restaurants', 'Our restaurants'), limit: 24 },
    cardGrid(
      t('Dans chacun de nos casinos', 'In each of our casinos'),
      t(
        'Une table, un bar ou une scène à découvrir sur la page de chaque casino.',
        'A restaurant, a bar or a stage to discover on each casino’s page.',
      ),
      '4',
      casinos.map((casino) => ({
        title: t(casino.venue.name, casino.venue.name),
        text: t(
          `${casino.venue.kind.fr} · ${casino.city}`,
          `${casino.venue.kind.en} · ${casino.city}`,
        ),
        image: refs.media(casino.venue.image),
        link: toPage(refs, casino.key),
      })),
    ),
    callToAction(
      t('Privatiser un restaurant', 'Book a restaurant for a private event'),
      t(
        'Anniversaire, dîner d’affaires, cocktail : nos salons accueillent de 10 à 250 invités.',
        'Birthdays, business dinners, cocktail parties: our rooms host from 10 to 250 guests.',
      ),
      [toPage(refs, 'contact', t('Demander un devis', 'Request a quote'))],
    ),
  ],
}

export const groupPage: PageSeed = {
  key: 'group',
  title: t('Le groupe', 'The group'),
  slug: t('le-groupe', 'the-group'),
  seo: {
    title: t(
      'Le groupe Atout : casinos, hôtels et restaurants',
      'The Atout group: casinos, hotels and restaurants',
    ),
    description: t(
      'Né à Cannes en 1987, le groupe Atout réunit huit casinos, cinq hôtels, des restaurants et des bars en France.',
      'Founded in Cannes in 1987, the Atout group brings together eight casinos, five hotels, restaurants and bars in France.',
    ),
  },
  layout: (refs) => [
    compactHero(
      refs.media('group-hero'),
      t('Depuis 1987', 'Since 1987'),
      t('Le groupe Atout', 'The Atout group'),
      t(
        'Une maison familiale devenue un groupe de casinos, d’hôtels et de restaurants, toujours attachée à l’art de recevoir.',
        'A family business that grew into a group of casinos, hotels and restaurants, still devoted to the art of hospitality.',
      ),
    ),
    richText(
      t(
        doc(
          heading('h2', 'Notre histoire'),
          p(
            'Tout commence en 1987, quand la famille Morel reprend un petit casino de la Croisette et y ouvre un restaurant sur le toit. Deauville suit en 1994, puis Évian, Biarritz et Le Touquet. Aix-en-Provence, Annecy et Lyon Confluence, le plus grand de nos casinos, complètent le réseau dans les années 2010.',
          ),
          heading('h2', 'Atout en quelques chiffres'),
          list('bullet', [
            [bold('8 casinos'), ', de la Côte d’Opale à la Méditerranée'],
            [bold('5 hôtels'), ', dont trois avec spa'],
            [bold('9 restaurants et bars'), ', et une scène dans chaque casino'],
            [bold('1 400 collaborateurs'), ', dont 300 croupiers'],
          ]),
        ),
        doc(
          heading('h2', 'Our story'),
          p(
            'It all began in 1987, when the Morel family took over a small casino on the Croisette and opened a rooftop restaurant there. Deauville followed in 1994, then Évian, Biarritz and Le Touquet. Aix-en-Provence, Annecy and Lyon Confluence, our largest casino, completed the network in the 2010s.',
          ),
          heading('h2', 'Atout in figures'),
          list('bullet', [
            [bold('8 casinos'), ', from the Opal Coast to the Mediterranean'],
            [bold('5 hotels'), ', three of them with a spa'],
            [bold('9 restaurants and bars'), ', and a stage in every casino'],
            [bold('1,400 employees'), ', including 300 croupiers'],
          ]),
        ),
      ),
    ),
    {
      blockType: 'imageText',
      heading: t('Nos engagements', 'Our commitments'),
      body: t(
        doc(
          list('bullet', [
            [
              bold('Recevoir'),
              ' : un accueil attentif, que vous veniez jouer, dîner ou assister à un spectacle.',
            ],
            [
              bold('Protéger'),
              ' : contrôle d’identité à chaque entrée, équipes formées au jeu responsable, aucun crédit de jeu.',
            ],
            [
              bold('S’ancrer'),
              ' : des cartes écrites avec les producteurs locaux et des artistes de la région sur nos scènes.',
            ],
            [
              bold('Former'),
              ' : une école interne de croupiers et 80 apprentis accueillis chaque année.',
            ],
          ]),
        ),
        doc(
          list('bullet', [
            [bold('Welcome'), ': attentive service, whether you come to play, dine or see a show.'],
            [
              bold('Protect'),
              ': ID checks at every entrance, staff trained in responsible gaming, and no gaming credit.',
            ],
            [
              bold('Belong'),
              ': menus written with local producers, and regional artists on our stages.',
            ],
            [bold('Train'), ': an in-house croupier school and 80 apprentices every year.'],
          ]),
        ),
      ),
      image: refs.media('group-tables'),
      imagePosition: 'left',
      withLink: true,
      link: toPage(
        refs,
        'responsible-gaming',
        t('Notre politique de jeu responsable', 'Our responsible gaming policy'),
      ),
    },
    {
      blockType: 'collectionList',
      heading: t('Nos casinos', 'Our casinos'),
      source: 'pages',
      parent: refs.page('casinos'),
      limit: 12,
    },
    callToAction(
      t('Rejoindre nos équipes', 'Join our teams'),
      t(
        'Croupiers, chefs, barmen, réceptionnistes : nous recrutons toute l’année dans nos huit casinos et nos cinq hôtels.',
        'Croupiers, chefs, bartenders, receptionists: we recruit all year round in our eight casinos and five hotels.',
      ),
      [
        toPage(refs, 'contact', t('Nous écrire', 'Get in touch')),
        toPage(refs, 'hotels', t('Nos hôtels', 'Our hotels')),
      ],
    ),
  ],
}
