import type { Payload, PayloadRequest } from 'payload'

/** Payload, and the admin request whose transaction a hook's writes must join (else none). */
export type Db = { payload: Payload; req?: PayloadRequest }
