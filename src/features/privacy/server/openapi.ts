import { z } from 'zod'

import type { ApiOperation } from '@/features/identity'

import { EXPORT_STATES } from '../domain'

const MemberExportSchema = z.object({
  id: z.number().int(),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  state: z.enum(EXPORT_STATES),
  size: z.number().int().nullable(),
})

const ClosureSchema = z
  .object({ id: z.number().int(), requestedAt: z.string(), dueAt: z.string() })
  .nullable()

/**
 * The member's copy of their data (ADR 0067): ask for one, list them, download one; the
 * account's closure (ADR 0069): ask, see, cancel.
 */
export const privacyOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/epc/privacy/exports',
    summary:
      'Asks for a copy of the member’s personal data (a ZIP built by a job, mailed when ready); one per 24 hours (429 exportTooSoon or exportPending)',
    successStatus: 202,
    member: true,
    body: z.object({}).strict(),
    response: z.object({ export: MemberExportSchema, message: z.string() }),
    errors: [400, 401, 403, 429],
  },
  {
    method: 'get',
    path: '/api/epc/privacy/exports',
    summary: 'The member’s copies of their data and when the next one may be asked for',
    member: true,
    response: z.object({
      exports: z.array(MemberExportSchema),
      next: z.object({ allowed: z.boolean(), from: z.string().nullable().optional() }),
    }),
    errors: [401],
  },
  {
    method: 'get',
    path: '/api/epc/privacy/exports/{id}',
    summary:
      'Downloads one of the member’s ready copies: 303 to the file with a two-minute grant (404 not the member’s, 410 expired)',
    successStatus: 303,
    pathParams: { id: ['1', '999999', 'abc'] },
    member: true,
    response: z.null(),
    errors: [401, 404, 410],
  },
  {
    method: 'get',
    path: '/api/epc/privacy/closure',
    summary: 'Whether the member’s account is closing, and when its data will be erased',
    member: true,
    response: z.object({ closure: ClosureSchema }),
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/epc/privacy/closure',
    summary:
      'Asks to close the account, the password typed again (400 wrongPassword): the data is erased 14 days later unless cancelled; asking again answers the pending request',
    successStatus: 202,
    member: true,
    body: z.object({ password: z.string().min(1).max(200) }).strict(),
    response: z.object({ closure: ClosureSchema, message: z.string() }),
    errors: [400, 401, 403, 409],
  },
  {
    method: 'delete',
    path: '/api/epc/privacy/closure',
    summary: 'Cancels the pending closure (404 noPendingClosure when there is none)',
    member: true,
    response: z.object({ closure: z.null(), message: z.string() }),
    errors: [401, 403, 404],
  },
]
