'use client'

import {
  ApiActionButton,
  ApiMessage,
  useApiRequest,
  type ApiActionStrings,
} from '@/ui/primitives/api-action'

export type ProgrammeActionStrings = ApiActionStrings

export type ProgrammeEndpoint =
  | '/api/epc/hotel-programme/enrolment'
  | '/api/epc/hotel-programme/card-renewals'
  | '/api/epc/hotel-programme/collaborator'
  | '/api/epc/hotel-programme/spouse'
  | '/api/epc/hotel-programme/spouse/acceptance'

/** The programme's calls (the spouse invitation form): the member area's one request hook. */
export function useProgrammeRequest(strings: { done: string; failed: string }) {
  const { send, ...rest } = useApiRequest(strings)
  return {
    ...rest,
    send: (endpoint: ProgrammeEndpoint, method: 'POST' | 'DELETE', body?: Record<string, string>) =>
      send(endpoint, method, body),
  }
}

export const ProgrammeMessage = ApiMessage

/** One button that calls the programme's API (enrol, ask for a new card, accept, revoke). */
export function ProgrammeAction(props: {
  endpoint: ProgrammeEndpoint
  strings: ProgrammeActionStrings
  method?: 'POST' | 'DELETE'
  body?: Record<string, string>
}) {
  return <ApiActionButton {...props} />
}
