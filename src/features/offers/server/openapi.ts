import type { ApiOperation } from '@/features/identity'

import { EventsQuerySchema, MemberEventsSchema } from './routes'

export const offerOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/epc/profile/events',
    summary: 'The member’s current offers and events, targeted by status and casino',
    member: true,
    query: EventsQuerySchema,
    response: MemberEventsSchema,
    errors: [401],
  },
]
