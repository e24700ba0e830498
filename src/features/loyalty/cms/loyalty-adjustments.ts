import {
  addDataAndFileToRequest,
  APIError,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Field,
  type PayloadHandler,
} from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'
import type { Locale } from '@/platform/i18n/locales'
import {
  hasStaffRole,
  isAdmin,
  memberSupport,
  nobody,
  staffDisplayName,
} from '@/platform/security/staff-access'

import { ADJUSTMENT_STATUSES, checkAdjustment, type AdjustmentDecision } from '../domain'
import {
  approveAdjustment,
  describeAdjustmentAnswer,
  planAdjustment,
  rejectAdjustment,
  writeAdjustmentEntry,
} from '../server/adjustments'
import { isLoyaltyError, LoyaltyError, type LoyaltyErrorCode } from '../server/errors'

const group = { fr: 'Fidélité', en: 'Loyalty' }

export const ADJUSTMENT_DECISION_COMPONENT =
  '/features/loyalty/cms/admin/adjustment-decision#AdjustmentDecision'

const statusLabels: Record<(typeof ADJUSTMENT_STATUSES)[number], { fr: string; en: string }> = {
  applied: { fr: 'Appliqué', en: 'Applied' },
  pending: { fr: 'En attente d’approbation', en: 'Awaiting approval' },
  approved: { fr: 'Approuvé et appliqué', en: 'Approved and applied' },
  rejected: { fr: 'Refusé', en: 'Rejected' },
}

/** Set by the server (the request's author, the decision, the entry); read-only in the admin. */
const readOnly = (field: Field): Field =>
  ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * Shown once the request exists: the form that creates one has nothing to say about them yet.
 * (A condition also makes the column nullable: not for `status`, which stays NOT NULL.)
 */
const onceRecorded = (field: Field): Field =>
  ({
    ...field,
    admin: { ...field.admin, condition: (data: { id?: unknown }) => Boolean(data?.id) },
  }) as Field

const adminLocale = (req: { i18n?: { language?: string } }): Locale =>
  req.i18n?.language === 'en' ? 'en' : 'fr'

const decisionStatus: Record<LoyaltyErrorCode, number> = {
  adjustmentNotFound: 404,
  ownRequest: 403,
  alreadyDecided: 409,
}

/** The note an administrator may give with a rejection (JSON `{ note }`), cut to 500 characters. */
async function readNote(req: Parameters<PayloadHandler>[0]): Promise<string | null> {
  await addDataAndFileToRequest(req)
  const note = (req.data as { note?: unknown } | undefined)?.note
  return typeof note === 'string' && note.trim() ? note.trim().slice(0, 500) : null
}

/** POST /api/cms/loyalty-adjustments/{id}/approve and …/reject: administrators only. */
const decide =
  (decision: AdjustmentDecision): PayloadHandler =>
  async (req) => {
    const locale = adminLocale(req)
    if (!isAdmin(req) || !req.user) {
      const message = describeAdjustmentAnswer('forbidden', locale)
      return Response.json({ code: 'forbidden', message }, { status: 403 })
    }
    const id = Number(req.routeParams?.id)
    const decider = { id: Number(req.user.id), name: staffDisplayName(req.user) }
    try {
      if (!Number.isSafeInteger(id)) throw new LoyaltyError('adjustmentNotFound')
      if (decision === 'approve') await approveAdjustment(req.payload, id, decider)
      else await rejectAdjustment(req.payload, id, decider, await readNote(req))
      const status = decision === 'approve' ? 'approved' : 'rejected'
      return Response.json({ status, message: describeAdjustmentAnswer(status, locale) })
    } catch (error) {
      if (!isLoyaltyError(error)) throw error
      const message = describeAdjustmentAnswer(error.code, locale)
      return Response.json({ code: error.code, message }, { status: decisionStatus[error.code] })
    }
  }

const problemMessages = {
  reasonRequired: {
    fr: 'Indiquez le motif de l’ajustement',
    en: 'Give the reason for the adjustment',
  },
  points: {
    fr: 'Des points entiers, et au moins un des deux montants non nul',
    en: 'Whole points, and at least one of the two amounts not zero',
  },
}

const fieldLabels = {
  reason: { fr: 'Motif', en: 'Reason' },
  rewardPoints: { fr: 'Points avantages', en: 'Reward points' },
  statusPoints: { fr: 'Points statut', en: 'Status points' },
}

type AdjustmentData = {
  member?: unknown
  rewardPoints?: number | null
  statusPoints?: number | null
  reason?: string | null
}

/**
 * A new request: checked, signed by the staff member, then applied at once (the ledger entry is
 * written before the request is stored, so an applied request always has its entry) or left
 * pending. Whatever the form sent for the other fields is replaced.
 */
const createAdjustment: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  if (!hasStaffRole(req.user, ['admin', 'support']) || !req.user) {
    throw new APIError(inAdminLanguage(req, { fr: 'Action refusée', en: 'Not allowed' }), 403)
  }
  const input = data as AdjustmentData
  const problems = checkAdjustment({
    reason: input.reason,
    rewardPoints: input.rewardPoints,
    statusPoints: input.statusPoints,
  })
  if (problems.length > 0) {
    // Payload's own wording around our messages ('Le champ suivant est invalide : Motif') in the
    // caller's language too, with the field's label rather than its name.
    throw new ValidationError(
      {
        collection: 'loyalty-adjustments',
        errors: problems.map((problem) =>
          problem === 'reasonRequired'
            ? {
                path: 'reason',
                label: inAdminLanguage(req, fieldLabels.reason),
                message: inAdminLanguage(req, problemMessages.reasonRequired),
              }
            : {
                path: 'rewardPoints',
                label: inAdminLanguage(req, fieldLabels.rewardPoints),
                message: inAdminLanguage(req, problemMessages.points),
              },
        ),
        req,
      },
      req.t,
    )
  }
  const points = { rewardPoints: input.rewardPoints ?? 0, statusPoints: input.statusPoints ?? 0 }
  const now = Date.now()
  const requester = {
    id: Number(req.user.id),
    name: staffDisplayName(req.user),
    isAdministrator: isAdmin(req),
  }
  const plan = await planAdjustment(req.payload, points, requester, now)
  const memberId = Number(
    typeof input.member === 'object' && input.member !== null
      ? (input.member as { id: unknown }).id
      : input.member,
  )
  const entry =
    plan.status === 'applied'
      ? await writeAdjustmentEntry(
          req.payload,
          {
            memberId,
            ...points,
            reason: String(input.reason).trim(),
            requestedBy: plan.requestedBy,
            ledgerKey: plan.ledgerKey,
          },
          null,
          now,
        )
      : null
  return {
    ...data,
    ...points,
    reason: String(input.reason).trim(),
    ...plan,
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
    decisionNote: null,
    entry,
  }
}

/**
 * Staff adjustments of a member's points, each with its author and reason (ADR 0041): 'Adjust
 * points' on a member's page creates one. Within the threshold of the loyalty rules (or by an
 * administrator) the ledger entry is written at once; above it the request waits, and an
 * administrator approves it (the entry is written then, once, naming both) or rejects it. Never
 * edited or deleted: the decisions go through the two endpoints below.
 */
export const LoyaltyAdjustments: CollectionConfig = {
  slug: 'loyalty-adjustments',
  labels: {
    singular: { fr: 'Ajustement de points', en: 'Points adjustment' },
    plural: { fr: 'Ajustements de points', en: 'Points adjustments' },
  },
  admin: {
    group,
    defaultColumns: [
      'createdAt',
      'member',
      'rewardPoints',
      'statusPoints',
      'status',
      'requestedByName',
      'decidedByName',
    ],
    description: {
      fr: 'Au-delà du seuil des règles de fidélité, un ajustement attend l’approbation d’un administrateur avant d’être écrit.',
      en: 'Above the threshold of the loyalty rules, an adjustment waits for an administrator’s approval before it is written.',
    },
    listSearchableFields: ['reason', 'requestedByName', 'decidedByName'],
    components: { edit: { beforeDocumentControls: [ADJUSTMENT_DECISION_COMPONENT] } },
  },
  access: { read: memberSupport, create: memberSupport, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  endpoints: [
    { path: '/:id/approve', method: 'post', handler: decide('approve') },
    { path: '/:id/reject', method: 'post', handler: decide('reject') },
  ],
  fields: [
    {
      name: 'member',
      label: { fr: 'Membre', en: 'Member' },
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rewardPoints',
          label: fieldLabels.rewardPoints,
          type: 'number',
          required: true,
          defaultValue: 0,
          admin: { description: { fr: 'Négatif pour retirer', en: 'Negative to take away' } },
        },
        {
          name: 'statusPoints',
          label: fieldLabels.statusPoints,
          type: 'number',
          required: true,
          defaultValue: 0,
        },
      ],
    },
    {
      name: 'reason',
      label: fieldLabels.reason,
      type: 'text',
      required: true,
      admin: {
        description: {
          fr: 'Le membre le voit dans son historique.',
          en: 'The member sees it in their history.',
        },
      },
    },
    readOnly({
      name: 'status',
      label: { fr: 'État', en: 'Status' },
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: ADJUSTMENT_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
      admin: {
        description: {
          fr: 'Fixé à l’enregistrement : appliqué aussitôt jusqu’au seuil, au-delà en attente d’un administrateur.',
          en: 'Set on save: applied at once up to the threshold, above it awaiting an administrator.',
        },
      },
    }),
    onceRecorded({
      type: 'row',
      fields: [
        readOnly({
          name: 'requestedBy',
          label: { fr: 'Demandé par', en: 'Requested by' },
          type: 'relationship',
          relationTo: 'users',
        }),
        readOnly({
          // The name as it was: the entry stays signed if the staff account is removed.
          name: 'requestedByName',
          label: { fr: 'Auteur de la demande', en: 'Requester' },
          type: 'text',
        }),
        readOnly({
          name: 'requestedAt',
          label: { fr: 'Demandé le', en: 'Requested at' },
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        }),
      ],
    }),
    onceRecorded({
      type: 'row',
      fields: [
        readOnly({
          name: 'decidedBy',
          label: { fr: 'Décidé par', en: 'Decided by' },
          type: 'relationship',
          relationTo: 'users',
        }),
        readOnly({
          name: 'decidedByName',
          label: { fr: 'Administrateur', en: 'Administrator' },
          type: 'text',
        }),
        readOnly({
          name: 'decidedAt',
          label: { fr: 'Décidé le', en: 'Decided at' },
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        }),
      ],
    }),
    onceRecorded(
      readOnly({
        name: 'decisionNote',
        label: { fr: 'Motif du refus', en: 'Reason for rejection' },
        type: 'text',
      }),
    ),
    onceRecorded(
      readOnly({
        name: 'entry',
        label: { fr: 'Mouvement de points écrit', en: 'Points entry written' },
        type: 'relationship',
        relationTo: 'loyalty-entries',
      }),
    ),
    {
      // The ledger entry's idempotency key, set on creation: however many approvals race, one entry.
      name: 'ledgerKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
  ],
  hooks: { beforeChange: [createAdjustment] },
}
