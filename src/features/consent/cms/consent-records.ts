import type { CollectionConfig } from 'payload'

import { adminOnly, memberSupport, nobody } from '@/platform/security/staff-access'

import {
  CONSENT_SOURCES,
  CONSENT_SUBJECTS,
  type ConsentSource,
  type ConsentSubject,
} from '../domain'

export const subjectLabels: Record<ConsentSubject, { fr: string; en: string }> = {
  email: { fr: 'Contact par e-mail', en: 'Contact by e-mail' },
  sms: { fr: 'Contact par SMS', en: 'Contact by text message' },
  mail: { fr: 'Contact par courrier', en: 'Contact by post' },
  casino: { fr: 'Actualités des casinos', en: 'Casino news' },
  hotel: { fr: 'Actualités des hôtels', en: 'Hotel news' },
  partner: { fr: 'Offres des partenaires', en: 'Partner offers' },
  cookiesAnalytics: { fr: 'Cookies de mesure', en: 'Analytics cookies' },
  cookiesMarketing: { fr: 'Cookies marketing', en: 'Marketing cookies' },
}

export const sourceLabels: Record<ConsentSource, { fr: string; en: string }> = {
  signUp: { fr: 'Inscription', en: 'Sign-up' },
  profile: { fr: 'Profil du membre', en: 'Member’s profile' },
  newsletter: { fr: 'Formulaire newsletter', en: 'Newsletter form' },
  unsubscribe: { fr: 'Lien de désabonnement', en: 'Unsubscribe link' },
  banner: { fr: 'Bandeau cookies', en: 'Cookie banner' },
  admin: { fr: 'Équipe (admin)', en: 'Staff (admin)' },
  site: { fr: 'Site', en: 'Site' },
}

/**
 * The consent history (issue 26): one row per change of a consent, who (the address, and the
 * member when there is one), what, given or withdrawn, how and when. Written only by the consent
 * area's recorder inside the write that made the change; never edited. Support and
 * administrators read it (a member reads their own on their profile).
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: {
    singular: { fr: 'Consentement (historique)', en: 'Consent record' },
    plural: { fr: 'Historique des consentements', en: 'Consent history' },
  },
  admin: {
    group: { fr: 'Membres', en: 'Members' },
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'subject', 'granted', 'source'],
    listSearchableFields: ['email'],
    description: {
      fr: 'Chaque consentement donné ou retiré : quoi, quand et comment. Les lignes ne sont jamais modifiées.',
      en: 'Every consent given or withdrawn: what, when and how. Rows are never changed.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  timestamps: true,
  fields: [
    {
      name: 'email',
      label: { fr: 'Adresse e-mail', en: 'E-mail address' },
      type: 'email',
      required: true,
      index: true,
    },
    {
      name: 'member',
      label: { fr: 'Membre', en: 'Member' },
      type: 'relationship',
      relationTo: 'members',
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'subject',
          label: { fr: 'Consentement', en: 'Consent' },
          type: 'select',
          required: true,
          options: CONSENT_SUBJECTS.map((value) => ({ value, label: subjectLabels[value] })),
        },
        {
          name: 'granted',
          label: { fr: 'Donné', en: 'Given' },
          type: 'checkbox',
          required: true,
          admin: {
            description: { fr: 'Décoché : retiré', en: 'Unticked: withdrawn' },
          },
        },
        {
          name: 'source',
          label: { fr: 'Comment', en: 'How' },
          type: 'select',
          required: true,
          options: CONSENT_SOURCES.map((value) => ({ value, label: sourceLabels[value] })),
        },
      ],
    },
  ],
}
