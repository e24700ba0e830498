import { PAYMENT_EVENTS, PAYMENT_STATES, type PaymentEvent, type PaymentState } from '../domain'

/**
 * How the admin shows a payment's history: the events, states, authors and notes the payments
 * service stores as plain codes ('opened', 'pending', 'provider:sandbox', 'member 6') in the staff
 * member's language. The stored values stay codes (read by code, never translated in the database);
 * an unknown value is shown as stored.
 */

export type AdminLanguage = 'fr' | 'en'
type Bilingual = Record<AdminLanguage, string>

export const paymentStateLabels: Record<PaymentState, Bilingual> = {
  created: { fr: 'Créé', en: 'Created' },
  pending: { fr: 'En attente', en: 'Pending' },
  paid: { fr: 'Payé', en: 'Paid' },
  failed: { fr: 'Refusé', en: 'Failed' },
  canceled: { fr: 'Annulé', en: 'Canceled' },
  refunded: { fr: 'Remboursé', en: 'Refunded' },
}

const eventLabels: Record<PaymentEvent, Bilingual> = {
  opened: { fr: 'Page de paiement ouverte', en: 'Payment page opened' },
  paid: { fr: 'Paiement reçu', en: 'Payment received' },
  failed: { fr: 'Paiement refusé', en: 'Payment failed' },
  canceled: { fr: 'Paiement annulé', en: 'Payment canceled' },
  expired: { fr: 'Délai dépassé', en: 'Timed out' },
  refunded: { fr: 'Remboursement', en: 'Refund' },
}

const providerLabels: Record<string, Bilingual> = {
  sandbox: { fr: 'Bac à sable (test)', en: 'Sandbox (test)' },
  stripe: { fr: 'Stripe', en: 'Stripe' },
}

const noteLabels: Record<string, Bilingual> = {
  'payment window over': { fr: 'Délai de paiement dépassé', en: 'Payment window over' },
  'provider unavailable': {
    fr: 'Prestataire de paiement injoignable',
    en: 'Payment provider unavailable',
  },
  'seat hold over': { fr: 'Place réservée expirée', en: 'Seat hold over' },
  'no seat left when the payment arrived': {
    fr: 'Plus de place à l’arrivée du paiement',
    en: 'No seat left when the payment arrived',
  },
  'paid after cancel, over the member’s caps': {
    fr: 'Payé après annulation, au-delà des plafonds du membre',
    en: 'Paid after cancel, over the member’s caps',
  },
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

export function paymentStateLabel(value: string, language: AdminLanguage): string {
  return isOneOf(PAYMENT_STATES, value) ? paymentStateLabels[value][language] : value
}

export function paymentEventLabel(value: string, language: AdminLanguage): string {
  if (isOneOf(PAYMENT_EVENTS, value)) return eventLabels[value][language]
  const refused = /^refused:(.+)$/.exec(value)
  if (refused) {
    return language === 'fr'
      ? `Notification refusée (${refused[1]})`
      : `Notification refused (${refused[1]})`
  }
  return value
}

export function paymentAuthorLabel(value: string, language: AdminLanguage): string {
  if (value === 'system') return language === 'fr' ? 'Automatique (site)' : 'Automatic (site)'
  if (value === 'member') return language === 'fr' ? 'Le membre' : 'The member'
  const [kind, ...rest] = value.split(':')
  const who = rest.join(':')
  if (kind === 'provider' && who) {
    const name = providerLabels[who]?.[language] ?? who
    return language === 'fr' ? `Prestataire : ${name}` : `Provider: ${name}`
  }
  if (kind === 'staff' && who) return language === 'fr' ? `Équipe : ${who}` : `Staff: ${who}`
  return value
}

export function paymentNoteLabel(value: string, language: AdminLanguage): string {
  const known = noteLabels[value]
  if (known) return known[language]
  const member = /^member (\d+)$/.exec(value)
  if (member) return language === 'fr' ? `Membre n° ${member[1]}` : `Member no. ${member[1]}`
  return value
}
