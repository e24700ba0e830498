import type { CollectionConfig, Field, GlobalConfig, PayloadHandler } from 'payload'

import { centsField } from '@/features/venues/cms/fields'
import {
  adminOnly,
  anyStaff,
  hasStaffRole,
  memberSupport,
  nobody,
} from '@/platform/security/staff-access'

import { retryFailedCredit } from '../server/casino-credits'

import { validateMachineRulesForAdmin } from './validation'

import { memberField, paymentsGroup } from './shared'

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
 * POST /api/cms/casino-credits/{id}/retry: staff send a failed credit again. From the admin's home
 * (a plain form), the answer takes them back there; otherwise JSON.
 */
const retryCredit: PayloadHandler = async (req) => {
  if (!hasStaffRole(req.user, ['admin', 'support'])) {
    return Response.json({ message: 'Forbidden' }, { status: 403 })
  }
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id)) return Response.json({ message: 'Not found' }, { status: 404 })
  const queued = await retryFailedCredit(req.payload, id)
  if (req.headers.get('accept')?.includes('text/html')) {
    return new Response(null, { status: 303, headers: { location: '/admin' } })
  }
  return Response.json({ queued }, { status: queued ? 202 : 409 })
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
  endpoints: [{ path: '/:id/retry', method: 'post', handler: retryCredit }],
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
