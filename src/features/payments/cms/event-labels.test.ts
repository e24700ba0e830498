import { describe, expect, test } from 'vitest'

import {
  paymentAuthorLabel,
  paymentEventLabel,
  paymentNoteLabel,
  paymentStateLabel,
} from './event-labels'

describe('payment history labels in the admin', () => {
  test.each([
    ['fr', 'En attente', 'Page de paiement ouverte', 'Automatique (site)', 'Membre n° 6'],
    ['en', 'Pending', 'Payment page opened', 'Automatic (site)', 'Member no. 6'],
  ] as const)('%s: states, events, authors and notes by their labels', (language, ...expected) => {
    expect([
      paymentStateLabel('pending', language),
      paymentEventLabel('opened', language),
      paymentAuthorLabel('system', language),
      paymentNoteLabel('member 6', language),
    ]).toEqual(expected)
  })

  test('providers and staff keep who they are', () => {
    expect(paymentAuthorLabel('provider:sandbox', 'fr')).toBe('Prestataire : Bac à sable (test)')
    expect(paymentAuthorLabel('provider:stripe', 'en')).toBe('Provider: Stripe')
    expect(paymentAuthorLabel('staff:anne@atout.fr', 'fr')).toBe('Équipe : anne@atout.fr')
    expect(paymentEventLabel('refused:amount', 'en')).toBe('Notification refused (amount)')
  })

  test('an unknown value is shown as stored', () => {
    expect(paymentStateLabel('weird', 'fr')).toBe('weird')
    expect(paymentAuthorLabel('robot', 'en')).toBe('robot')
    expect(paymentNoteLabel('12000 EUR', 'fr')).toBe('12000 EUR')
  })
})
