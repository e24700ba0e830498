import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterReadHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type Field,
  type TextField,
} from 'payload'

import type { Member } from '@/payload-types'
import { isStaff, memberSupport, nobodyField } from '@/platform/security/staff-access'

import { CIVILITIES } from '../domain/member-forms'
import { forgetMemberSessions } from '../server/session-liveness'
import { dayField, MONTH_DAY_FIELD_COMPONENT, validateMonthDay } from './day-field'
import { EXPORT_LINKS_COMPONENT, exportEndpoint } from '@/platform/cms/exports/export-endpoint'

const group = { fr: 'Membres', en: 'Members' }

const civilityLabels = {
  Mr: { fr: 'M.', en: 'Mr' },
  Mrs: { fr: 'Mme', en: 'Mrs' },
} as const

const optInLabels = [
  ['email', 'Par e-mail', 'By e-mail'],
  ['sms', 'Par SMS', 'By text message'],
  ['mail', 'Par courrier', 'By post'],
] as const

const preferenceLabels = [
  ['games', 'Jeux', 'Games'],
  ['barsRestaurants', 'Bars et restaurants', 'Bars and restaurants'],
  ['shows', 'Spectacles', 'Shows'],
] as const

/**
 * Suspending a member (member support) ends every session at once, in the same transaction as the
 * suspension: refresh tokens stop working and access tokens are refused within seconds on every
 * instance (ADR 0010).
 */
const endSessionsOfSuspendedMember: CollectionAfterChangeHook<Member> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.suspended !== true || previousDoc?.suspended === true) return doc
  await req.payload.update({
    collection: 'member-sessions',
    where: { and: [{ member: { equals: doc.id } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: new Date().toISOString() },
    depth: 0,
    req,
  })
  await forgetMemberSessions(doc.id)
  return doc
}

/**
 * A deleted member's sessions and one-time links go with them (their member column may not be
 * empty): the member's tokens then name no session and are refused.
 */
const deleteSessionsOfMember: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['member-sessions', 'member-tokens'] as const) {
    await req.payload.delete({ collection, where: { member: { equals: id } }, depth: 0, req })
  }
  await forgetMemberSessions(Number(id))
}

/**
 * Loyalty members (not staff: staff are Payload users). Members never reach this collection through
 * Payload's API; the product API (/api/epc) reads and writes it in the member's own scope.
 */
/**
 * What another area adds to the member's record (ADR 0050): the opt-ins it keeps (the newsletter's
 * lists), read-only panels in the sidebar (points and status), and the hooks that keep them. The
 * composition root passes them in; identity knows none of those areas.
 */
export type MemberExtension = {
  /**
   * The favourite casino is a casino's slug: the area owning casinos gives its admin field (a
   * choice among them) and its check.
   */
  favouriteCasino?: Pick<TextField, 'validate' | 'admin'>
  optInFields?: Field[]
  /** Fields of the record's main column, after identity's own (a consent history table). */
  fields?: Field[]
  sidebarFields?: Field[]
  afterRead?: CollectionAfterReadHook[]
  afterChange?: CollectionAfterChangeHook[]
}

/** The members collection with the other areas' extensions, in the order given. */
export const membersCollection = (
  extensions: readonly MemberExtension[] = [],
): CollectionConfig => ({
  slug: 'members',
  labels: { singular: { fr: 'Membre', en: 'Member' }, plural: { fr: 'Membres', en: 'Members' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'lastname', 'firstname', 'state', 'cardNumber', 'emailVerified'],
    listSearchableFields: ['email', 'lastname', 'firstname', 'cardNumber'],
    group,
    components: { beforeListTable: [EXPORT_LINKS_COMPONENT] },
  },
  // Support and administrators (the collection's read access); never the password hash.
  endpoints: [
    exportEndpoint(
      [
        'email',
        'state',
        'cardNumber',
        'emailVerified',
        'isEmployee',
        'civility',
        'firstname',
        'lastname',
        'phone',
        'addressLine1',
        'addressLine2',
        'zip',
        'city',
        'country',
        'favouriteCasino',
        'luckyDay1',
        'luckyDay2',
        'locale',
        'sponsor',
        'suspended',
        'createdAt',
      ].map((path) => ({ path })),
    ),
  ],
  access: {
    read: memberSupport,
    create: memberSupport,
    update: memberSupport,
    delete: memberSupport,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          label: { fr: 'E-mail', en: 'E-mail' },
          type: 'email',
          required: true,
          unique: true,
          index: true,
        },
        {
          name: 'locale',
          label: { fr: 'Langue', en: 'Language' },
          type: 'select',
          defaultValue: 'fr',
          options: [
            { value: 'fr', label: { fr: 'Français', en: 'French' } },
            { value: 'en', label: { fr: 'Anglais', en: 'English' } },
          ],
        },
      ],
    },
    {
      name: 'passwordHash',
      type: 'text',
      // Never leaves the server: hidden in the admin and unreadable through any API.
      hidden: true,
      access: { read: nobodyField, update: nobodyField, create: nobodyField },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          label: { fr: 'État du compte', en: 'Account state' },
          type: 'select',
          required: true,
          defaultValue: 'PreMember',
          options: [
            { label: { fr: 'Membre actif', en: 'Active member' }, value: 'Active' },
            { label: { fr: 'Pré-membre', en: 'Pre-member' }, value: 'PreMember' },
            // Set by the account's closure only (ADR 0069): the record keeps nothing of the person.
            { label: { fr: 'Compte fermé', en: 'Closed account' }, value: 'Closed' },
          ],
          admin: {
            description: {
              fr: 'Un pré-membre devient actif au casino, avec une carte',
              en: 'A pre-member becomes active at a casino, with a card',
            },
          },
        },
        {
          name: 'cardNumber',
          label: { fr: 'Numéro de carte', en: 'Card number' },
          type: 'text',
          unique: true,
          index: true,
        },
        {
          name: 'emailVerified',
          label: { fr: 'E-mail confirmé', en: 'E-mail confirmed' },
          type: 'checkbox',
          defaultValue: false,
        },
        {
          name: 'isEmployee',
          label: { fr: 'Collaborateur du groupe', en: 'Group employee' },
          type: 'checkbox',
          defaultValue: false,
          // One home: the hotel programme's collaborator status (ADR 0052) sets it.
          access: { update: () => false },
          admin: {
            readOnly: true,
            description: {
              fr: 'Suit le statut collaborateur du programme hôtels (inscription collaborateur ; retrait dans l’adhésion).',
              en: 'Follows the hotel programme’s collaborator status (collaborator sign-up; withdrawal in the membership).',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'civility',
          label: { fr: 'Civilité', en: 'Title' },
          type: 'select',
          options: CIVILITIES.map((value) => ({ value, label: civilityLabels[value] })),
        },
        {
          name: 'firstname',
          label: { fr: 'Prénom', en: 'First name' },
          type: 'text',
          required: true,
        },
        { name: 'lastname', label: { fr: 'Nom', en: 'Last name' }, type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'birthName', label: { fr: 'Nom de naissance', en: 'Birth name' }, type: 'text' },
        { name: 'commonName', label: { fr: 'Nom d’usage', en: 'Common name' }, type: 'text' },
        dayField('birthdate', { fr: 'Date de naissance', en: 'Birthdate' }),
      ],
    },
    { name: 'phone', label: { fr: 'Téléphone', en: 'Phone' }, type: 'text' },
    {
      type: 'collapsible',
      label: { fr: 'Adresse', en: 'Address' },
      fields: [
        {
          name: 'addressLine1',
          label: { fr: 'Adresse (ligne 1)', en: 'Address line 1' },
          type: 'text',
        },
        {
          name: 'addressLine2',
          label: { fr: 'Adresse (ligne 2)', en: 'Address line 2' },
          type: 'text',
        },
        {
          type: 'row',
          fields: [
            { name: 'postalBox', label: { fr: 'Boîte postale', en: 'Postal box' }, type: 'text' },
            { name: 'placeKnownAs', label: { fr: 'Lieu-dit', en: 'Place known as' }, type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'zip', label: { fr: 'Code postal', en: 'Zip code' }, type: 'text' },
            { name: 'city', label: { fr: 'Ville', en: 'City' }, type: 'text' },
            {
              name: 'country',
              label: { fr: 'Pays', en: 'Country' },
              type: 'text',
              admin: {
                description: {
                  fr: 'Code pays à deux lettres (ISO 3166-1), ex. FR',
                  en: 'Two-letter country code (ISO 3166-1), e.g. FR',
                },
              },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: { fr: 'Préférences et consentements', en: 'Preferences and consents' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'favouriteCasino',
              label: { fr: 'Casino préféré', en: 'Favourite casino' },
              type: 'text',
              ...Object.assign({}, ...extensions.map((extension) => extension.favouriteCasino)),
            },
            {
              name: 'luckyDay1',
              label: { fr: 'Date fétiche 1', en: 'Lucky date 1' },
              type: 'text',
              validate: validateMonthDay,
              admin: { components: { Field: MONTH_DAY_FIELD_COMPONENT } },
            },
            {
              name: 'luckyDay2',
              label: { fr: 'Date fétiche 2', en: 'Lucky date 2' },
              type: 'text',
              validate: validateMonthDay,
              admin: { components: { Field: MONTH_DAY_FIELD_COMPONENT } },
            },
            {
              // Lucky dates change once per calendar year and count from the next day (ADR 0027).
              name: 'luckyDaysChangedAt',
              label: { fr: 'Dates fétiches choisies le', en: 'Lucky dates chosen at' },
              type: 'date',
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
        {
          name: 'optIns',
          label: { fr: 'Abonnements', en: 'Opt-ins' },
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: optInLabels.map(([name, fr, en]) => ({
                name,
                label: { fr, en },
                type: 'checkbox' as const,
                defaultValue: false,
              })),
            },
            {
              // Opt-ins kept by other areas: the casino, hotel and partner news are the
              // newsletter's lists of the member's address (forms area, ADR 0024).
              type: 'row',
              fields: extensions.flatMap((extension) => extension.optInFields ?? []),
            },
          ],
        },
        {
          name: 'preferences',
          label: { fr: 'Préférences', en: 'Preferences' },
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: preferenceLabels.map(([name, fr, en]) => ({
                name,
                label: { fr, en },
                type: 'checkbox' as const,
                defaultValue: false,
              })),
            },
          ],
        },
        {
          name: 'consents',
          label: { fr: 'Consentements', en: 'Consents' },
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'acceptCgu',
                  label: { fr: 'CGU acceptées', en: 'Terms accepted' },
                  type: 'checkbox',
                  defaultValue: false,
                },
                {
                  name: 'acceptCguAt',
                  label: { fr: 'CGU acceptées le', en: 'Terms accepted on' },
                  type: 'date',
                },
                {
                  name: 'termsVersion',
                  label: { fr: 'Version des CGU', en: 'Terms version' },
                  type: 'text',
                },
                {
                  name: 'privacyAcceptedAt',
                  label: { fr: 'Confidentialité acceptée le', en: 'Privacy policy accepted on' },
                  type: 'date',
                },
              ],
            },
            {
              // The cookie banner's choice when the member was logged in (consent area).
              type: 'row',
              fields: [
                {
                  name: 'cookiesAnalytics',
                  label: { fr: 'Cookies de mesure', en: 'Analytics cookies' },
                  type: 'checkbox',
                  defaultValue: false,
                },
                {
                  name: 'cookiesMarketing',
                  label: { fr: 'Cookies marketing', en: 'Marketing cookies' },
                  type: 'checkbox',
                  defaultValue: false,
                },
                {
                  name: 'cookiesVersion',
                  label: { fr: 'Version de la politique cookies', en: 'Cookie policy version' },
                  type: 'text',
                },
                {
                  name: 'cookiesDecidedAt',
                  label: { fr: 'Choix cookies fait le', en: 'Cookie choice made on' },
                  type: 'date',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: { fr: 'Parrainage', en: 'Sponsorship' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'sponsorCode',
              label: { fr: 'Code parrain', en: 'Sponsor code' },
              type: 'text',
              unique: true,
              index: true,
            },
            {
              name: 'sponsor',
              label: { fr: 'Parrain', en: 'Sponsor' },
              type: 'relationship',
              relationTo: 'members',
            },
            { name: 'sponsoredAt', label: { fr: 'Parrainé le', en: 'Sponsored on' }, type: 'date' },
          ],
        },
      ],
    },
    {
      name: 'suspended',
      label: { fr: 'Compte suspendu', en: 'Account suspended' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: {
          fr: 'Le membre ne peut plus se connecter ; ses sessions ouvertes se terminent en quelques secondes.',
          en: 'The member can no longer log in; their open sessions end within seconds.',
        },
      },
    },
    ...extensions.flatMap((extension) => extension.fields ?? []),
    ...extensions.flatMap((extension) => extension.sidebarFields ?? []),
  ],
  hooks: {
    afterRead: extensions.flatMap((extension) => extension.afterRead ?? []),
    afterChange: [
      ...extensions.flatMap((extension) => extension.afterChange ?? []),
      endSessionsOfSuspendedMember,
    ],
    beforeDelete: [deleteSessionsOfMember],
    beforeChange: [
      ({ data, req }) => {
        // Staff finalising a pre-member in the admin must give the card number.
        if (isStaff(req) && data.state === 'Active' && !data.cardNumber) {
          const french = req.i18n?.language === 'fr'
          throw new ValidationError({
            collection: 'members',
            errors: [
              {
                path: 'cardNumber',
                message: french
                  ? 'Un membre actif a besoin d’un numéro de carte.'
                  : 'An active member needs a card number.',
              },
            ],
            req,
          })
        }
        return data
      },
    ],
  },
})
