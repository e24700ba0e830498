import type { Block, Field } from 'payload'

/**
 * The member's loyalty screens, as blocks editors place on member pages (under /account): the
 * dashboard, the points history, the digital card and the summary of status and points (the
 * hub, the Carré VIP pages). Each renders nothing for a visitor, so a
 * block placed on a cached public page never shows member data.
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
const group = { fr: 'Fidélité', en: 'Loyalty' }

function loyaltyBlock(slug: string, interfaceName: string, labels: { fr: string; en: string }) {
  return {
    slug,
    interfaceName,
    labels: { singular: labels, plural: labels },
    admin: { group },
    fields: [heading, intro],
  } satisfies Block
}

export const LoyaltyDashboardBlock = loyaltyBlock('loyaltyDashboard', 'LoyaltyDashboardBlock', {
  fr: 'Tableau de bord fidélité',
  en: 'Loyalty dashboard',
})
export const LoyaltyHistoryBlock = loyaltyBlock('loyaltyHistory', 'LoyaltyHistoryBlock', {
  fr: 'Historique des points',
  en: 'Points history',
})
export const LoyaltyCardBlock = loyaltyBlock('loyaltyCard', 'LoyaltyCardBlock', {
  fr: 'Carte de membre numérique',
  en: 'Digital member card',
})

export const LoyaltySummaryBlock = loyaltyBlock('loyaltySummary', 'LoyaltySummaryBlock', {
  fr: 'Résumé fidélité (statut et points)',
  en: 'Loyalty summary (status and points)',
})

export const loyaltyBlocks: Block[] = [
  LoyaltyDashboardBlock,
  LoyaltyHistoryBlock,
  LoyaltyCardBlock,
  LoyaltySummaryBlock,
]
