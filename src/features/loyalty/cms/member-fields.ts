import type { Field } from 'payload'

export const MEMBER_LOYALTY_PANEL_COMPONENT =
  '/features/loyalty/cms/admin/member-loyalty-panel#MemberLoyaltyPanel'

/**
 * What member support sees of the programme on a member's page in the admin: balance and status
 * (read from loyalty-accounts), a button to record an adjustment (a loyalty-adjustments request
 * for this member, with its reason), and the member's ledger, newest first. No
 * column is added: a join field and a UI field live in the admin only.
 */
export const memberLoyaltyFields: Field = {
  type: 'collapsible',
  label: { fr: 'Fidélité', en: 'Loyalty' },
  fields: [
    {
      name: 'loyaltyPanel',
      type: 'ui',
      admin: { components: { Field: MEMBER_LOYALTY_PANEL_COMPONENT } },
    },
    {
      name: 'loyaltyEntries',
      type: 'join',
      collection: 'loyalty-entries',
      on: 'member',
      label: { fr: 'Mouvements de points', en: 'Points ledger' },
      defaultSort: '-occurredAt',
      defaultLimit: 10,
      // Read-only list: adjustments go through the panel's button, with their reason.
      admin: {
        allowCreate: false,
        defaultColumns: ['occurredAt', 'kind', 'rewardPoints', 'statusPoints', 'reason', 'casino'],
      },
    },
  ],
}
