import type { CollectionConfig } from 'payload'

import { memberSupport, nobody } from '@/platform/security/staff-access'

import { dayField } from './day-field'

const group = { fr: 'Membres', en: 'Members' }
const readOnly = { read: memberSupport, create: nobody, update: nobody, delete: memberSupport }
const member = { fr: 'Membre', en: 'Member' }

/**
 * Refresh tokens (stored hashed). A login starts a family; each use rotates to a child; a reused
 * token revokes the family. Member support may delete a row to end a session.
 */
export const MemberSessions: CollectionConfig = {
  slug: 'member-sessions',
  labels: {
    singular: { fr: 'Session', en: 'Session' },
    plural: { fr: 'Sessions', en: 'Sessions' },
  },
  admin: { group, defaultColumns: ['member', 'issuedAt', 'usedAt', 'revokedAt', 'viaCard'] },
  access: readOnly,
  fields: [
    {
      name: 'member',
      label: member,
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
    },
    {
      name: 'familyId',
      label: { fr: 'Famille de jetons', en: 'Token family' },
      type: 'text',
      required: true,
      index: true,
    },
    { name: 'parentId', label: { fr: 'Jeton parent', en: 'Parent token' }, type: 'text' },
    {
      name: 'tokenHash',
      label: { fr: 'Empreinte du jeton', en: 'Token hash' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'issuedAt', label: { fr: 'Émis le', en: 'Issued at' }, type: 'date', required: true },
    {
      name: 'expiresAt',
      label: { fr: 'Expire le', en: 'Expires at' },
      type: 'date',
      required: true,
    },
    {
      name: 'familyExpiresAt',
      label: { fr: 'Fin de la session', en: 'Session ends at' },
      type: 'date',
      required: true,
    },
    { name: 'usedAt', label: { fr: 'Utilisé le', en: 'Used at' }, type: 'date' },
    { name: 'revokedAt', label: { fr: 'Révoqué le', en: 'Revoked at' }, type: 'date' },
    {
      name: 'viaCard',
      label: { fr: 'Connexion par carte', en: 'Card login' },
      type: 'checkbox',
      defaultValue: false,
    },
    { name: 'userAgent', label: { fr: 'Navigateur', en: 'Browser' }, type: 'text' },
  ],
}

/** One-time links sent by mail (email activation, password reset), stored hashed. */
export const MemberTokens: CollectionConfig = {
  slug: 'member-tokens',
  labels: {
    singular: { fr: 'Lien à usage unique', en: 'One-time link' },
    plural: { fr: 'Liens à usage unique', en: 'One-time links' },
  },
  admin: { group, hidden: true },
  access: readOnly,
  fields: [
    {
      name: 'member',
      label: member,
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
    },
    {
      name: 'purpose',
      label: { fr: 'Usage', en: 'Purpose' },
      type: 'select',
      required: true,
      options: [
        { value: 'activation', label: { fr: 'Activation', en: 'Activation' } },
        { value: 'passwordReset', label: { fr: 'Mot de passe oublié', en: 'Password reset' } },
      ],
    },
    {
      name: 'tokenHash',
      label: { fr: 'Empreinte du jeton', en: 'Token hash' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'expiresAt',
      label: { fr: 'Expire le', en: 'Expires at' },
      type: 'date',
      required: true,
    },
    { name: 'usedAt', label: { fr: 'Utilisé le', en: 'Used at' }, type: 'date' },
  ],
}

/** Casino cards of customers who have no online account yet (loaded from the casino systems). */
export const CardHolders: CollectionConfig = {
  slug: 'card-holders',
  labels: {
    singular: { fr: 'Porteur de carte', en: 'Card holder' },
    plural: { fr: 'Porteurs de carte', en: 'Card holders' },
  },
  admin: {
    group,
    useAsTitle: 'cardNumber',
    defaultColumns: ['cardNumber', 'lastname', 'firstname', 'member'],
  },
  access: {
    read: memberSupport,
    create: memberSupport,
    update: memberSupport,
    delete: memberSupport,
  },
  fields: [
    {
      name: 'cardNumber',
      label: { fr: 'Numéro de carte', en: 'Card number' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'firstname', label: { fr: 'Prénom', en: 'First name' }, type: 'text', required: true },
    { name: 'lastname', label: { fr: 'Nom', en: 'Last name' }, type: 'text', required: true },
    dayField('birthdate', { fr: 'Date de naissance', en: 'Birthdate' }, true),
    { name: 'casino', label: { fr: 'Casino', en: 'Casino' }, type: 'text' },
    { name: 'member', label: member, type: 'relationship', relationTo: 'members' },
  ],
}
