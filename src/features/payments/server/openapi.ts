import type { ApiOperation } from '@/features/identity'

import {
  CapsBodySchema,
  CapsChangedSchema,
  MachineBodySchema,
  PaymentStartedSchema,
} from './routes'

/**
 * The payments calls of the product API (a JSON body gets JSON; the site's forms post the same
 * fields as a form and get redirects). The registration (`POST
 * /api/epc/payments/tournaments/{tournamentId}/registration`), a payment's state (`GET
 * /api/epc/payments/{reference}`) and its cancellation take numbers and references in the path.
 */
export const paymentOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/epc/payments/machine',
    summary:
      'Starts a slot-machine payment (casino trigram, machine UUID, amount): answers the provider page to redirect to',
    successStatus: 201,
    member: true,
    body: MachineBodySchema,
    response: PaymentStartedSchema,
    errors: [400, 401, 403, 404, 502],
  },
  {
    method: 'post',
    path: '/api/epc/payments/caps',
    summary:
      'Sets the member’s daily and weekly machine payment caps (lowering at once, raising after 24 hours)',
    member: true,
    body: CapsBodySchema,
    response: CapsChangedSchema,
    errors: [400, 401, 403],
  },
]
