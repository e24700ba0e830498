import type { Block, Field } from 'payload'

import { MEMBER_PAGE_GROUPS, type MemberPageGroup } from '../domain/account-routes'

/**
 * Account blocks: editors compose the member pages (under /account) from these. Each renders a
 * form of src/features/identity/ui and talks to the product API (/api/epc).
 */
const heading: Field = {
  name: 'heading',
  type: 'text',
  localized: true,
  label: { fr: 'Titre', en: 'Heading' },
}
const intro: Field = {
  name: 'intro',
  type: 'textarea',
  localized: true,
  label: { fr: 'Introduction', en: 'Introduction' },
}
const group = { fr: 'Espace membre', en: 'Member area' }

function accountBlock(
  slug: string,
  labels: { fr: string; en: string },
  fields: Field[] = [],
): Block {
  return {
    slug,
    interfaceName: `${slug.charAt(0).toUpperCase()}${slug.slice(1)}Block`,
    labels: { singular: labels, plural: labels },
    admin: { group },
    fields: [heading, intro, ...fields],
  }
}

export const AccountLoginBlock = accountBlock('accountLogin', { fr: 'Connexion', en: 'Login' }, [
  {
    name: 'door',
    type: 'select',
    defaultValue: 'hub',
    label: { fr: 'Connexion de', en: 'Login of' },
    options: [
      {
        value: 'hub',
        label: {
          fr: 'L’espace membre (5 échecs : bloqué 4 minutes)',
          en: 'The member area (5 failures: blocked 4 minutes)',
        },
      },
      {
        value: 'hotel',
        label: {
          fr: 'Le programme hôtels (3 échecs : bloqué 1 heure, sans carte)',
          en: 'The hotel programme (3 failures: blocked 1 hour, no card)',
        },
      },
    ],
  },
  {
    name: 'allowCardLogin',
    type: 'checkbox',
    defaultValue: true,
    label: { fr: 'Connexion par carte', en: 'Card login' },
  },
])
export const AccountSignUpBlock = accountBlock(
  'accountSignUp',
  { fr: 'Création de compte', en: 'Account creation' },
  [
    {
      name: 'door',
      type: 'select',
      defaultValue: 'hub',
      label: { fr: 'Inscription de', en: 'Sign-up of' },
      options: [
        {
          value: 'hub',
          label: { fr: 'L’espace membre', en: 'The member area' },
        },
        {
          value: 'collaborator',
          label: {
            fr: 'Collaborateurs du groupe (e-mail d’un domaine autorisé du programme hôtels)',
            en: 'Group collaborators (an e-mail of an allowed domain of the hotel programme)',
          },
        },
      ],
    },
  ],
)
export const AccountActivationBlock = accountBlock('accountActivation', {
  fr: 'Activation de l’e-mail',
  en: 'Email activation',
})
export const ForgotPasswordBlock = accountBlock('forgotPassword', {
  fr: 'Mot de passe oublié',
  en: 'Forgotten password',
})
export const ResetPasswordBlock = accountBlock('resetPassword', {
  fr: 'Nouveau mot de passe',
  en: 'New password',
})
export const UpdatePasswordBlock = accountBlock('updatePassword', {
  fr: 'Changer de mot de passe',
  en: 'Update password',
})
export const AcceptTermsBlock = accountBlock(
  'acceptTerms',
  { fr: 'Acceptation des CGU', en: 'Accept the terms' },
  [
    {
      name: 'termsPage',
      type: 'relationship',
      relationTo: 'pages',
      label: { fr: 'Page des CGU', en: 'Terms page' },
    },
  ],
)
export const ProfileFormsBlock = accountBlock(
  'profileForms',
  { fr: 'Formulaires du profil', en: 'Profile forms' },
  [
    {
      name: 'sections',
      type: 'select',
      label: { fr: 'Sections', en: 'Sections' },
      hasMany: true,
      defaultValue: ['identity', 'contact', 'preferences', 'luckyDays'],
      options: [
        { label: { fr: 'Identité', en: 'Identity' }, value: 'identity' },
        { label: { fr: 'Coordonnées', en: 'Contact details' }, value: 'contact' },
        {
          label: { fr: 'Préférences et consentements', en: 'Preferences and consents' },
          value: 'preferences',
        },
        { label: { fr: 'Dates fétiches', en: 'Lucky days' }, value: 'luckyDays' },
      ],
    },
  ],
)
export const MemberStatusBlock = accountBlock('memberStatus', {
  fr: 'Statut du membre',
  en: 'Member status',
})
const groupLabels: Record<MemberPageGroup, { fr: string; en: string }> = {
  loyalty: { fr: 'Fidélité', en: 'Loyalty' },
  hotel: { fr: 'Hôtels Infiniment', en: 'Infiniment hotels' },
  rewards: { fr: 'Avantages et offres', en: 'Rewards and offers' },
  bookings: { fr: 'Réservations et paiements', en: 'Bookings and payments' },
  account: { fr: 'Profil et sécurité', en: 'Profile and security' },
}

/** The member pages (identity's list), grouped: the hub's map, or a few groups on a VIP page. */
export const MemberPagesBlock = accountBlock(
  'memberPages',
  { fr: 'Pages de l’espace membre', en: 'Member area pages' },
  [
    {
      name: 'groups',
      type: 'select',
      hasMany: true,
      label: { fr: 'Groupes de pages', en: 'Page groups' },
      admin: {
        description: {
          fr: 'Vide : toutes les pages de l’espace membre.',
          en: 'Empty: every page of the member area.',
        },
      },
      options: MEMBER_PAGE_GROUPS.map((group) => ({ value: group, label: groupLabels[group] })),
    },
  ],
)
export const OAuthCallbackBlock = accountBlock('oauthCallback', {
  fr: 'Fin de connexion (fenêtre)',
  en: 'Login window callback',
})

export const accountBlocks: Block[] = [
  AccountLoginBlock,
  AccountSignUpBlock,
  AccountActivationBlock,
  ForgotPasswordBlock,
  ResetPasswordBlock,
  UpdatePasswordBlock,
  AcceptTermsBlock,
  ProfileFormsBlock,
  MemberStatusBlock,
  MemberPagesBlock,
  OAuthCallbackBlock,
]
