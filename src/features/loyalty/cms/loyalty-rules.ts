import { ValidationError, type Field, type GlobalConfig } from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'
import { centsField } from '@/features/venues/cms/fields'
import { cacheTags } from '@/platform/cache/tags'
import { revalidateTags } from '@/platform/cache/revalidate'
import { adminOnlyField, isAdmin, memberSupport } from '@/platform/security/staff-access'

import {
  DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
  DEFAULT_LOYALTY_RULES as defaults,
  isValidApprovalThreshold,
  listRulesProblems,
  LOYALTY_STATUSES,
  PLAY_ACTIVITIES,
  type RulesProblem,
} from '../domain'
import { expireRulesCache, fromStoredRules, type StoredRules } from '../server/rules'

type Bilingual = { fr: string; en: string }

const wholeNumber = (name: string, label: Bilingual, defaultValue: number, min = 0): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min,
  defaultValue,
  admin: { step: 1 },
})

const activityLabels: Record<(typeof PLAY_ACTIVITIES)[number], Bilingual> = {
  slots: { fr: 'Machines à sous', en: 'Slot machines' },
  'table-games': { fr: 'Jeux de table', en: 'Table games' },
  restaurant: { fr: 'Restaurants', en: 'Restaurants' },
  bar: { fr: 'Bars', en: 'Bars' },
  hotel: { fr: 'Hôtels', en: 'Hotels' },
  show: { fr: 'Spectacles', en: 'Shows' },
}

/** Stored field names: camelCase of the activity ('table-games' → 'tableGames'). */
export const activityField = (activity: (typeof PLAY_ACTIVITIES)[number]) =>
  activity.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

const percentTable = (name: string, label: Bilingual, values: Record<string, number>): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: LOYALTY_STATUSES.map((status) =>
        wholeNumber(
          status.toLowerCase(),
          { fr: `${status} (%)`, en: `${status} (%)` },
          values[status]!,
        ),
      ),
    },
  ],
})

const problemMessages: Record<RulesProblem, Bilingual> = {
  thresholdsNotIncreasing: {
    fr: 'Les seuils doivent croître : Silver < Gold < Black',
    en: 'Thresholds must rise: Silver < Gold < Black',
  },
  negativeRate: {
    fr: 'Les taux de gain sont des nombres entiers positifs ou nuls',
    en: 'Earning rates are whole numbers, zero or more',
  },
  multiplierBelowOne: {
    fr: 'Le multiplicateur de date fétiche est un entier, au moins 1',
    en: 'The lucky-date multiplier is a whole number, at least 1',
  },
  pointValue: {
    fr: 'La valeur des points demande un nombre de points et un montant positifs',
    en: 'The points value needs a positive number of points and amount',
  },
  discountRange: { fr: 'Les remises vont de 0 à 100 %', en: 'Discounts range from 0 to 100 %' },
  discountNotMonotonic: {
    fr: 'Un statut supérieur a au moins la remise du statut inférieur',
    en: 'A higher status gets at least the discount of the status below',
  },
  expiryMonths: {
    fr: 'La durée de validité des points va de 1 à 120 mois',
    en: 'Points last from 1 to 120 months',
  },
}

/**
 * The casino programme's rules, edited by administrators (member support reads them). Defaults and
 * reasons in ADR 0027; a save that breaks a rule of listRulesProblems is refused with its reason.
 */
export const LoyaltyRulesGlobal: GlobalConfig = {
  slug: 'loyalty-rules',
  label: { fr: 'Règles de fidélité', en: 'Loyalty rules' },
  admin: { group: { fr: 'Fidélité', en: 'Loyalty' } },
  access: { read: memberSupport, update: ({ req }) => isAdmin(req) },
  fields: [
    {
      name: 'thresholds',
      label: {
        fr: 'Seuils de statut (points statut dans l’année civile)',
        en: 'Status thresholds (status points within the calendar year)',
      },
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: (['Silver', 'Gold', 'Black'] as const).map((status) =>
            wholeNumber(
              status.toLowerCase(),
              { fr: status, en: status },
              defaults.thresholds[status],
              1,
            ),
          ),
        },
      ],
    },
    {
      name: 'earning',
      label: { fr: 'Points gagnés par tranche de 10 €', en: 'Points earned per 10 €' },
      type: 'group',
      fields: PLAY_ACTIVITIES.map((activity) => ({
        name: activityField(activity),
        label: activityLabels[activity],
        type: 'group' as const,
        fields: [
          {
            type: 'row' as const,
            fields: [
              wholeNumber(
                'reward',
                { fr: 'Points avantages', en: 'Reward points' },
                defaults.earning[activity].rewardPointsPer10Euros,
              ),
              wholeNumber(
                'status',
                { fr: 'Points statut', en: 'Status points' },
                defaults.earning[activity].statusPointsPer10Euros,
              ),
            ],
          },
        ],
      })),
    },
    wholeNumber(
      'luckyDayMultiplier',
      { fr: 'Multiplicateur des dates fétiches', en: 'Lucky-date multiplier' },
      defaults.luckyDayMultiplier,
      1,
    ),
    {
      name: 'pointValue',
      label: { fr: 'Valeur des points', en: 'Points value' },
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            wholeNumber('points', { fr: 'Points', en: 'Points' }, defaults.pointValue.points, 1),
            {
              ...centsField('cents', true, { fr: 'valent', en: 'are worth' }),
              defaultValue: defaults.pointValue.cents,
            } as Field,
          ],
        },
      ],
    },
    percentTable(
      'showDiscount',
      { fr: 'Remise sur les spectacles', en: 'Discount on shows' },
      defaults.showDiscountPercent,
    ),
    percentTable(
      'barRestaurantDiscount',
      { fr: 'Remise aux bars et restaurants', en: 'Discount at bars and restaurants' },
      defaults.barRestaurantDiscountPercent,
    ),
    {
      name: 'expiry',
      label: { fr: 'Expiration des points avantages', en: 'Reward points expiry' },
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'enabled',
              label: { fr: 'Les points expirent', en: 'Points expire' },
              type: 'checkbox',
              defaultValue: defaults.expiry.enabled,
            },
            wholeNumber(
              'months',
              { fr: 'Après (mois)', en: 'After (months)' },
              defaults.expiry.months,
              1,
            ),
          ],
        },
      ],
    },
    {
      ...wholeNumber(
        'adjustmentApprovalThreshold',
        {
          fr: 'Ajustements : approbation d’un administrateur au-delà de (points)',
          en: 'Adjustments: administrator approval above (points)',
        },
        DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
      ),
      admin: {
        step: 1,
        description: {
          fr: 'Un ajustement de points par le support membres plus grand que ce nombre (points avantages ou statut, en plus ou en moins) attend l’approbation d’un administrateur. 0 : tous les ajustements.',
          en: 'A points adjustment by member support larger than this (reward or status points, up or down) waits for an administrator’s approval. 0: every adjustment.',
        },
      },
      // The global is administrators' already; the field says so on its own too.
      access: { update: adminOnlyField },
    } as Field,
  ],
  hooks: {
    beforeValidate: [
      ({ data, req }) => {
        const problems = listRulesProblems(fromStoredRules(data as StoredRules))
        const threshold = (data as { adjustmentApprovalThreshold?: unknown } | undefined)
          ?.adjustmentApprovalThreshold
        const badThreshold = threshold !== undefined && !isValidApprovalThreshold(threshold)
        if (problems.length > 0 || badThreshold) {
          throw new ValidationError({
            global: 'loyalty-rules',
            errors: [
              ...problems.map((problem) => ({
                path: 'thresholds',
                message: inAdminLanguage(req, problemMessages[problem]),
              })),
              ...(badThreshold
                ? [
                    {
                      path: 'adjustmentApprovalThreshold',
                      message: inAdminLanguage(req, {
                        fr: 'Un nombre entier de points, zéro ou plus',
                        en: 'A whole number of points, zero or more',
                      }),
                    },
                  ]
                : []),
            ],
            req,
          })
        }
        return data
      },
    ],
    afterChange: [
      () => {
        expireRulesCache()
        // Public show pages state the status discounts (getStatusDiscounts).
        revalidateTags([cacheTags.loyaltyRules()])
      },
    ],
  },
}
