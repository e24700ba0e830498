import type { CollectionConfig, Field, GlobalConfig, PayloadHandler } from 'payload'

import { centsField } from '@/features/venues/cms/fields'
import {
  adminOnly,
  anyStaff,
  hasStaffRole,
  memberSupport,
  nobody,
} from '@/platform/security/staff-access'

import { PAYMENT_STATES } from '../domain'
import { describePaymentError } from '../server/error-messages'
import { isPaymentError } from '../server/errors'
import { paymentsContext, refundPayment } from '../server/service'
import { paymentStateLabels } from './event-labels'
import { validateMachineRulesForAdmin } from './validation'

export const paymentsGroup = { fr: 'Paiements', en: 'Payments' }

const readOnly = { readOnly: true }

const cells = '/features/payments/cms/admin/payment-event-cells'
/** A history column shown with its label in the admin's language (the stored code stays). */
const labelledCell = (name: string) => ({ components: { Cell: `${cells}#${name}` } })

const memberField = (index = true): Field => ({
  name: 'member',
  type: 'relationship',
  relationTo: 'members',
  required: true,
  index,
  label: { fr: 'Membre', en: 'Member' },
  admin: readOnly,
})

/** POST /api/cms/payments/{id}/refund: administrators and member support, through the provider. */
const refund: PayloadHandler = async (req) => {
  if (!hasStaffRole(req.user, ['admin', 'support'])) {
    return Response.json({ message: 'Forbidden' }, { status: 403 })
  }
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id)) return Response.json({ message: 'Not found' }, { status: 404 })
  const locale = req.i18n?.language === 'en' ? 'en' : 'fr'
  try {
    const result = await refundPayment(
      paymentsContext(req.payload, { locale }),
      id,
      String((req.user as { email?: string } | null)?.email ?? 'staff'),
    )
    return Response.json({ status: result.changed ? result.to : result.state })
  } catch (error) {
    if (!isPaymentError(error)) throw error
    const described = describePaymentError(error.code, locale)
    return Response.json(described, { status: error.code === 'unknownPayment' ? 404 : 409 })
  }
}

/**
 * A payment: the state machine of domain/payment-state.ts in cents and EUR. Written only by the
 * payments service (compare-and-set on the status); staff read it and refund it with the button,
 * which goes through the provider. Every change is in payment-events with its author.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: {
    singular: { fr: 'Paiement', en: 'Payment' },
    plural: { fr: 'Paiements', en: 'Payments' },
  },
  admin: {
    group: paymentsGroup,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'purpose', 'member', 'amountCents', 'status', 'createdAt'],
    listSearchableFields: ['reference', 'machineId', 'providerRef'],
    components: {
      edit: { beforeDocumentControls: ['/features/payments/cms/admin/refund-button#RefundButton'] },
    },
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  endpoints: [{ path: '/:id/refund', method: 'post', handler: refund }],
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { fr: 'Référence', en: 'Reference' },
      admin: readOnly,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'created',
      label: { fr: 'État', en: 'Status' },
      options: PAYMENT_STATES.map((value) => ({ value, label: paymentStateLabels[value] })),
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      index: true,
      label: { fr: 'Objet', en: 'Purpose' },
      options: [
        { value: 'tournament', label: { fr: 'Inscription à un tournoi', en: 'Tournament entry' } },
        { value: 'machine', label: { fr: 'Crédit machine à sous', en: 'Slot machine credit' } },
      ],
      admin: readOnly,
    },
    memberField(),
    centsField('amountCents', true, { fr: 'Montant', en: 'Amount' }),
    {
      name: 'currency',
      type: 'text',
      required: true,
      defaultValue: 'EUR',
      label: { fr: 'Devise', en: 'Currency' },
      admin: readOnly,
    },
    {
      name: 'description',
      type: 'text',
      required: true,
      label: { fr: 'Libellé', en: 'Description' },
      admin: readOnly,
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'fr',
      options: [
        { value: 'fr', label: { fr: 'Français', en: 'French' } },
        { value: 'en', label: { fr: 'Anglais', en: 'English' } },
      ],
      label: { fr: 'Langue', en: 'Language' },
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          type: 'select',
          required: true,
          options: [
            { value: 'sandbox', label: { fr: 'Bac à sable (test)', en: 'Sandbox (test)' } },
            { value: 'stripe', label: { fr: 'Stripe', en: 'Stripe' } },
          ],
          label: { fr: 'Prestataire', en: 'Provider' },
          admin: readOnly,
        },
        {
          name: 'providerRef',
          type: 'text',
          index: true,
          label: { fr: 'Référence prestataire', en: 'Provider reference' },
          admin: readOnly,
        },
      ],
    },
    {
      name: 'redirectUrl',
      type: 'text',
      label: { fr: 'Page de paiement', en: 'Payment page' },
      admin: { ...readOnly, hidden: true },
    },
    {
      name: 'expiresAt',
      type: 'date',
      label: { fr: 'Expire le', en: 'Expires at' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'tournament',
      type: 'relationship',
      relationTo: 'tournaments',
      index: true,
      label: { fr: 'Tournoi', en: 'Tournament' },
      admin: { ...readOnly, condition: (data) => data?.purpose === 'tournament' },
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.purpose === 'machine' },
      fields: [
        {
          name: 'casinoTrigram',
          type: 'text',
          label: { fr: 'Casino (trigramme)', en: 'Casino (trigram)' },
          admin: readOnly,
        },
        {
          name: 'machineId',
          type: 'text',
          index: true,
          label: { fr: 'Machine (UUID)', en: 'Machine (UUID)' },
          admin: readOnly,
        },
      ],
    },
    {
      name: 'settledAt',
      type: 'date',
      label: { fr: 'Réglé le', en: 'Settled at' },
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'refundRef',
      type: 'text',
      label: { fr: 'Remboursement', en: 'Refund' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'events',
      type: 'join',
      collection: 'payment-events',
      on: 'payment',
      label: { fr: 'Historique', en: 'History' },
      defaultSort: 'createdAt',
      admin: {
        defaultColumns: ['createdAt', 'event', 'fromStatus', 'toStatus', 'author', 'note'],
      },
    },
  ],
}

/** The append-only log of every payment change, with its author (system, provider, staff). */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: {
    singular: { fr: 'Événement de paiement', en: 'Payment event' },
    plural: { fr: 'Événements de paiement', en: 'Payment events' },
  },
  admin: {
    group: paymentsGroup,
    useAsTitle: 'event',
    defaultColumns: ['createdAt', 'payment', 'event', 'fromStatus', 'toStatus', 'author'],
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'payment',
      type: 'relationship',
      relationTo: 'payments',
      required: true,
      index: true,
      label: { fr: 'Paiement', en: 'Payment' },
    },
    {
      name: 'event',
      type: 'text',
      required: true,
      label: { fr: 'Événement', en: 'Event' },
      admin: labelledCell('PaymentEventCell'),
    },
    {
      name: 'fromStatus',
      type: 'text',
      label: { fr: 'De', en: 'From' },
      admin: labelledCell('PaymentStateCell'),
    },
    {
      name: 'toStatus',
      type: 'text',
      label: { fr: 'Vers', en: 'To' },
      admin: labelledCell('PaymentStateCell'),
    },
    {
      name: 'author',
      type: 'text',
      required: true,
      label: { fr: 'Auteur', en: 'Author' },
      admin: labelledCell('PaymentAuthorCell'),
    },
    {
      // A provider notification's id: unique, so a replay is recorded once at most.
      name: 'notificationId',
      type: 'text',
      unique: true,
      label: { fr: 'Notification', en: 'Notification' },
    },
    {
      name: 'note',
      type: 'text',
      label: { fr: 'Note', en: 'Note' },
      admin: labelledCell('PaymentNoteCell'),
    },
  ],
}

const registrationStatuses = [
  { value: 'held', label: { fr: 'Place réservée (paiement en cours)', en: 'Seat held (paying)' } },
  { value: 'confirmed', label: { fr: 'Inscrit', en: 'Registered' } },
  { value: 'released', label: { fr: 'Place libérée', en: 'Seat released' } },
  { value: 'canceled', label: { fr: 'Annulée', en: 'Canceled' } },
]

/** A member's online registration to a tournament; the seat is counted in seat counters. */
export const TournamentRegistrations: CollectionConfig = {
  slug: 'tournament-registrations',
  labels: {
    singular: { fr: 'Inscription à un tournoi', en: 'Tournament registration' },
    plural: { fr: 'Inscriptions aux tournois', en: 'Tournament registrations' },
  },
  admin: {
    group: paymentsGroup,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'tournament', 'member', 'status', 'createdAt'],
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      label: { fr: 'Référence', en: 'Reference' },
      admin: readOnly,
    },
    {
      // `{tournament}:{member}` while the registration holds or has a seat: one per member.
      name: 'activeKey',
      type: 'text',
      required: true,
      unique: true,
      label: { fr: 'Clé', en: 'Key' },
      admin: { ...readOnly, hidden: true },
    },
    {
      name: 'tournament',
      type: 'relationship',
      relationTo: 'tournaments',
      required: true,
      index: true,
      label: { fr: 'Tournoi', en: 'Tournament' },
      admin: readOnly,
    },
    memberField(),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'held',
      options: registrationStatuses,
      label: { fr: 'État', en: 'Status' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'holdExpiresAt',
      type: 'date',
      label: { fr: 'Place tenue jusqu’à', en: 'Seat held until' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    centsField('buyInCents', true, { fr: 'Buy-in', en: 'Buy-in' }),
    {
      name: 'payment',
      type: 'relationship',
      relationTo: 'payments',
      label: { fr: 'Paiement', en: 'Payment' },
      admin: readOnly,
    },
  ],
}

/** Machine payments per member and Paris day / ISO week, against the member's caps. */
export const MachineSpendCounters: CollectionConfig = {
  slug: 'machine-spend-counters',
  labels: {
    singular: { fr: 'Cumul machine', en: 'Machine spend' },
    plural: { fr: 'Cumuls machines', en: 'Machine spends' },
  },
  admin: { group: paymentsGroup, hidden: true },
  access: { read: memberSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      label: { fr: 'Membre et période', en: 'Member and period' },
    },
    {
      ...centsField('spentCents', true, { fr: 'Montant payé', en: 'Amount paid' }),
      defaultValue: 0,
    } as Field,
  ],
}

/** A member's responsible-gaming caps for machine payments (ADR 0040). */
export const PaymentCaps: CollectionConfig = {
  slug: 'payment-caps',
  labels: {
    singular: { fr: 'Plafond de paiement', en: 'Payment cap' },
    plural: { fr: 'Plafonds de paiement', en: 'Payment caps' },
  },
  admin: {
    group: paymentsGroup,
    defaultColumns: ['member', 'dailyCents', 'weeklyCents', 'pendingFrom'],
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    { ...(memberField(false) as object), unique: true } as Field,
    centsField('dailyCents', false, { fr: 'Plafond par jour', en: 'Daily cap' }),
    centsField('weeklyCents', false, { fr: 'Plafond par semaine', en: 'Weekly cap' }),
    centsField('pendingDailyCents', false, { fr: 'Jour (en attente)', en: 'Daily (pending)' }),
    centsField('pendingWeeklyCents', false, {
      fr: 'Semaine (en attente)',
      en: 'Weekly (pending)',
    }),
    {
      name: 'pendingFrom',
      type: 'date',
      label: { fr: 'Hausse effective le', en: 'Raise effective from' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

/**
 * The outbox of machine credits for the casino systems: one row per paid machine payment, sent
 * by the `send-casino-credit` job (retried with backoff) and marked sent once.
 */
export const CasinoCredits: CollectionConfig = {
  slug: 'casino-credits',
  labels: {
    singular: { fr: 'Crédit machine envoyé au casino', en: 'Machine credit to the casino' },
    plural: { fr: 'Crédits machines (envois)', en: 'Machine credits (outbox)' },
  },
  admin: {
    group: paymentsGroup,
    useAsTitle: 'creditId',
    defaultColumns: ['creditId', 'casinoTrigram', 'machineId', 'amountCents', 'status', 'attempts'],
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'creditId',
      type: 'text',
      required: true,
      unique: true,
      label: { fr: 'Identifiant (idempotence)', en: 'Id (idempotency key)' },
    },
    {
      name: 'payment',
      type: 'relationship',
      relationTo: 'payments',
      required: true,
      unique: true,
      label: { fr: 'Paiement', en: 'Payment' },
    },
    { name: 'casinoTrigram', type: 'text', required: true, label: { fr: 'Casino', en: 'Casino' } },
    { name: 'machineId', type: 'text', required: true, label: { fr: 'Machine', en: 'Machine' } },
    centsField('amountCents', true, { fr: 'Montant', en: 'Amount' }),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: { fr: 'À envoyer', en: 'Pending' } },
        { value: 'sending', label: { fr: 'Envoi en cours', en: 'Sending' } },
        { value: 'sent', label: { fr: 'Envoyé', en: 'Sent' } },
        { value: 'failed', label: { fr: 'Échec (à traiter)', en: 'Failed (needs staff)' } },
      ],
      label: { fr: 'État', en: 'Status' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: { fr: 'Essais', en: 'Attempts' } },
    { name: 'lastError', type: 'text', label: { fr: 'Dernière erreur', en: 'Last error' } },
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
    {
      name: 'sentAt',
      type: 'date',
      label: { fr: 'Envoyé le', en: 'Sent at' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

/**
 * The amount rules of machine payments: money settings, so administrators change them (ADR 0041);
 * the other staff roles read them. The payment pages read them through the Local API.
 */
export const MachinePaymentSettings: GlobalConfig = {
  slug: 'machine-payment-settings',
  label: { fr: 'Paiement machine : montants', en: 'Machine payment: amounts' },
  admin: { group: paymentsGroup },
  access: { read: anyStaff, update: adminOnly },
  hooks: { beforeChange: [validateMachineRulesForAdmin] },
  fields: [
    centsField('minCents', true, { fr: 'Montant minimum', en: 'Minimum amount' }),
    centsField('maxCents', true, { fr: 'Montant maximum', en: 'Maximum amount' }),
    centsField('stepCents', true, { fr: 'Pas', en: 'Step' }),
  ],
}
