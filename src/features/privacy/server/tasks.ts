import type { TaskConfig } from 'payload'

import { findMemberById } from '@/features/identity'
import type { PersonalDataPart } from '@/platform/privacy/personal-data'

import {
  BUILD_DATA_EXPORT_TASK,
  buildDataExport,
  deleteExpiredExports,
  exportLinkToken,
  PRIVACY_QUEUE,
} from './data-exports'
import { purgeExpiredRecords, runDueErasures } from './erasure'
import { sendDataExportReady } from './mails'

export const DELETE_EXPIRED_EXPORTS_TASK = 'delete-expired-data-exports'
export const RUN_DUE_ERASURES_TASK = 'erase-closed-accounts'
export const PURGE_KEPT_RECORDS_TASK = 'purge-kept-records'

/**
 * The privacy area's jobs, given every area's part of a member's data (the composition root's):
 * build an export and mail its link; every hour, delete the archives whose 7 days are over and
 * erase the accounts whose cooling-off is over; every night, delete what erasure kept once its
 * retention is over.
 */
export function privacyTasks(parts: readonly PersonalDataPart[]) {
  const buildTask: TaskConfig<{ input: { exportId: number }; output: { built: boolean } }> = {
    slug: BUILD_DATA_EXPORT_TASK,
    label: 'Build a personal data export',
    inputSchema: [{ name: 'exportId', type: 'number', required: true }],
    outputSchema: [{ name: 'built', type: 'checkbox' }],
    // A failed build is marked failed for the member, who may ask again at once.
    retries: { attempts: 0 },
    handler: async ({ input, req }) => {
      const built = await buildDataExport(req.payload, parts, input.exportId, Date.now())
      if (built) {
        const member = await findMemberById(req.payload, built.memberId)
        if (member) {
          await sendDataExportReady(
            req.payload,
            { email: member.email, firstname: member.firstname ?? '' },
            {
              locale: built.locale,
              exportId: built.exportId,
              token: exportLinkToken(built.exportId, built.memberId, built.expiresAt),
              expiresAt: built.expiresAt,
            },
          )
        }
      }
      return { output: { built: built !== null } }
    },
  }
  const deleteExpiredTask: TaskConfig<{
    input: Record<string, never>
    output: { deleted: number }
  }> = {
    slug: DELETE_EXPIRED_EXPORTS_TASK,
    label: 'Delete expired personal data exports',
    schedule: [{ cron: '0 0 * * * *', queue: PRIVACY_QUEUE }],
    retries: { attempts: 1 },
    handler: async ({ req }) => ({
      output: { deleted: await deleteExpiredExports(req.payload, Date.now()) },
    }),
  }
  // Every hour (at minute 30), the accounts whose 14 days of cooling-off are over are erased.
  const eraseTask: TaskConfig<{ input: Record<string, never>; output: { erased: number } }> = {
    slug: RUN_DUE_ERASURES_TASK,
    label: 'Erase closed accounts',
    schedule: [{ cron: '0 30 * * * *', queue: PRIVACY_QUEUE }],
    retries: { attempts: 1 },
    handler: async ({ req }) => ({
      output: { erased: await runDueErasures(req.payload, parts, Date.now()) },
    }),
  }
  // Every night at 03:40, the records erasure kept (payments, casino play) whose retention is over.
  const purgeTask: TaskConfig<{
    input: Record<string, never>
    output: { deleted: number; purged: number }
  }> = {
    slug: PURGE_KEPT_RECORDS_TASK,
    label: 'Delete records kept after an erasure once their retention is over',
    schedule: [{ cron: '0 40 3 * * *', queue: PRIVACY_QUEUE }],
    retries: { attempts: 1 },
    handler: async ({ req }) => ({
      output: await purgeExpiredRecords(req.payload, parts, Date.now()),
    }),
  }
  return [buildTask, deleteExpiredTask, eraseTask, purgeTask]
}
