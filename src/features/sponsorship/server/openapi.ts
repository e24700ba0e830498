import type { ApiOperation } from '@/features/identity'

import {
  InvitationBodySchema,
  InvitationResultSchema,
  SponsorshipQuerySchema,
  SponsorshipSchema,
} from './routes'

export const sponsorshipOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/epc/profile/sponsorship',
    summary: 'The sponsor code, this year’s invitations (10 at most) and the godsons’ states',
    member: true,
    query: SponsorshipQuerySchema,
    response: SponsorshipSchema,
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/epc/profile/sponsorship/invitations',
    summary:
      'Invite a godson (mail with the sponsor code and the sign-up link); the 11th of a year, an existing member or oneself are refused (409)',
    member: true,
    successStatus: 201,
    body: InvitationBodySchema,
    response: InvitationResultSchema,
    errors: [400, 401, 403, 409],
  },
]
