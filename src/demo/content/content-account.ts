import { t } from './bilingual'
import type { PageSeed, SeedRefs } from './seed-types'
import { doc, heading, list, p } from './rich-text-builder'

/**
 * The member area (/account, same segment in both languages as the spec's /account/accept-cgu),
 * composed of account blocks so editors can change texts and order.
 */
const seo = (title: [string, string], description: [string, string]) => ({
  title: t(title[0], title[1]),
  description: t(description[0], description[1]),
})

export const termsPage: PageSeed = {
  key: 'terms',
  title: t('Conditions générales d’utilisation', 'Terms of use'),
  slug: t('conditions-generales', 'terms-of-use'),
  seo: seo(
    ['Conditions générales d’utilisation — Atout', 'Terms of use — Atout'],
    [
      'Les règles de l’espace membre et du programme Le Carré VIP.',
      'The rules of the member area and the Carré VIP programme.',
    ],
  ),
  layout: () => [
    {
      blockType: 'richText',
      content: t(
        doc(
          heading('h2', 'Objet'),
          p(
            'Ces conditions encadrent l’utilisation de l’espace membre Atout et du programme de fidélité Le Carré VIP. Version du 1er novembre 2026.',
          ),
          heading('h2', 'Votre compte'),
          list('bullet', [
            ['Le compte est personnel ; il est réservé aux personnes majeures.'],
            [
              'Un pré-membre finalise son adhésion au casino, muni d’une pièce d’identité ; il reçoit alors sa carte.',
            ],
            ['Vous pouvez fermer votre compte à tout moment en écrivant au service membres.'],
          ]),
          heading('h2', 'Points et avantages'),
          p(
            'Les points sont crédités selon le barème en vigueur dans chaque casino. Les avantages dépendent du statut (White, Silver, Gold, Black).',
          ),
        ),
        doc(
          heading('h2', 'Purpose'),
          p(
            'These terms govern the use of the Atout member area and of the Carré VIP loyalty programme. Version of 1 November 2026.',
          ),
          heading('h2', 'Your account'),
          list('bullet', [
            ['The account is personal and reserved for adults.'],
            [
              'A pre-member completes membership at a casino with an ID and then receives the card.',
            ],
            ['You may close your account at any time by writing to the members’ desk.'],
          ]),
          heading('h2', 'Points and benefits'),
          p(
            'Points are credited according to the scale in force in each casino. Benefits depend on the status (White, Silver, Gold, Black).',
          ),
        ),
      ),
    },
  ],
}

export const accountPage: PageSeed = {
  key: 'account',
  title: t('Espace membre', 'Member area'),
  slug: t('account', 'account'),
  access: 'member',
  seo: seo(
    ['Espace membre — Atout', 'Member area — Atout'],
    ['Votre compte Atout.', 'Your Atout account.'],
  ),
  // Who is logged in and what the account needs, the loyalty status and points (the loyalty
  // area's block), then every member page in its group.
  layout: () => [
    { blockType: 'memberStatus' },
    { blockType: 'loyaltySummary' },
    { blockType: 'memberPages' },
  ],
}

type SeedBlock = Record<string, unknown>

function child(
  key: string,
  slug: [string, string],
  title: [string, string],
  block: SeedBlock | SeedBlock[] | ((refs: SeedRefs) => SeedBlock),
  access: PageSeed['access'] = 'public',
): PageSeed {
  return {
    key,
    parent: 'account',
    access,
    title: t(title[0], title[1]),
    slug: t(slug[0], slug[1]),
    seo: seo([`${title[0]} — Atout`, `${title[1]} — Atout`], [title[0], title[1]]),
    layout: (refs) => {
      const blocks = typeof block === 'function' ? block(refs) : block
      return Array.isArray(blocks) ? blocks : [blocks]
    },
  }
}

export const accountChildPages: PageSeed[] = [
  child('account-login', ['connexion', 'login'], ['Connexion', 'Log in'], {
    blockType: 'accountLogin',
    heading: t('Connexion à votre espace', 'Log in to your account'),
    intro: t(
      'Avec votre e-mail, ou avec votre carte au casino.',
      'With your email, or with your card at the casino.',
    ),
    allowCardLogin: true,
  }),
  child('account-sign-up', ['inscription', 'sign-up'], ['Créer mon compte', 'Create my account'], {
    blockType: 'accountSignUp',
    heading: t('Rejoindre Le Carré VIP', 'Join the Carré VIP'),
    intro: t('Gratuit, en quelques minutes.', 'Free, in a few minutes.'),
  }),
  child(
    'account-activation',
    ['activation', 'activation'],
    ['Activation du compte', 'Account activation'],
    {
      blockType: 'accountActivation',
      heading: t('Activation de votre compte', 'Activating your account'),
    },
  ),
  child(
    'account-forgot',
    ['mot-de-passe-oublie', 'forgot-password'],
    ['Mot de passe oublié', 'Forgotten password'],
    {
      blockType: 'forgotPassword',
      heading: t('Mot de passe oublié ?', 'Forgot your password?'),
      intro: t('Recevez un lien pour en choisir un nouveau.', 'Get a link to choose a new one.'),
    },
  ),
  child(
    'account-reset',
    ['nouveau-mot-de-passe', 'new-password'],
    ['Nouveau mot de passe', 'New password'],
    {
      blockType: 'resetPassword',
      heading: t('Choisir un nouveau mot de passe', 'Choose a new password'),
    },
  ),
  child(
    'account-accept-cgu',
    ['accept-cgu', 'accept-cgu'],
    ['Conditions d’utilisation', 'Terms of use'],
    (refs) => ({
      blockType: 'acceptTerms',
      heading: t('Nos conditions ont évolué', 'Our terms have changed'),
      termsPage: refs.page('terms'),
    }),
    'member',
  ),
  child(
    'account-profile',
    ['profil', 'profile'],
    ['Mon profil', 'My profile'],
    [
      { blockType: 'profileForms', sections: ['identity', 'contact', 'preferences', 'luckyDays'] },
      // What the member gave or withdrew, when and how (consent area).
      { blockType: 'consentHistory' },
    ],
    'member',
  ),
  child(
    'account-password',
    ['mot-de-passe', 'password'],
    ['Mot de passe', 'Password'],
    {
      blockType: 'updatePassword',
      heading: t('Changer mon mot de passe', 'Change my password'),
      intro: t(
        'Vos autres sessions ouvertes (un autre navigateur, un autre appareil) seront fermées.',
        'Your other open sessions (another browser, another device) will be ended.',
      ),
    },
    'member',
  ),
  child(
    'account-my-data',
    ['mes-donnees', 'my-data'],
    ['Mes données', 'My data'],
    // The copy of the member's personal data, and the account's closure (privacy area).
    [{ blockType: 'dataExport' }, { blockType: 'accountClosure' }],
    'member',
  ),
  child(
    'account-loyalty',
    ['fidelite', 'loyalty'],
    ['Ma fidélité', 'My loyalty'],
    {
      blockType: 'loyaltyDashboard',
      heading: t('Le Carré VIP', 'The Carré VIP'),
    },
    'member',
  ),
  child(
    'account-points-history',
    ['historique-points', 'points-history'],
    ['Historique des points', 'Points history'],
    {
      blockType: 'loyaltyHistory',
      heading: t('Vos mouvements de points', 'Your points movements'),
    },
    'member',
  ),
  child(
    'account-card',
    ['carte', 'card'],
    ['Ma carte de membre', 'My member card'],
    {
      blockType: 'loyaltyCard',
      heading: t('Carte Le Carré VIP', 'Carré VIP card'),
      intro: t(
        'Présentez cet écran à l’accueil ou aux caisses du casino : le code se lit depuis votre téléphone.',
        'Show this screen at the casino’s reception or cash desk: the code scans from your phone.',
      ),
    },
    'member',
  ),
  child(
    'account-login-complete',
    ['connexion-terminee', 'login-complete'],
    ['Connexion terminée', 'Logged in'],
    {
      blockType: 'oauthCallback',
      heading: t('Vous êtes connecté', 'You are logged in'),
    },
  ),
]
