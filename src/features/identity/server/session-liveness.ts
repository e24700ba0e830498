import type { SqlReader } from '@/platform/db/sql-reader'
import { payloadSqlReader } from '@/platform/db/sql-reader'
import { getRegisteredPayload } from '@/platform/payload-provider'
import { broadcast, onBusMessage } from '@/platform/runtime/process-bus.mjs'

import { REFRESH_REUSE_GRACE_MS } from '../domain/refresh-tokens'

/**
 * An access token is only as alive as the session (refresh family) it was issued for (ADR 0010):
 * logout, a password change or reset, reuse of a refresh token, member support ending a session
 * or suspending the member all end the family in the database, and every access token of it is
 * then refused on every instance within SESSION_CHECK_TTL_MS (5 seconds at most).
 *
 * The check is one indexed read per session every 4 seconds per process, not per request: its
 * answer (alive or not) is kept in process memory for that long, concurrent checks of the same
 * session share one read, and this process forgets a session at once when it ends it itself.
 */
export const SESSION_CHECK_TTL_MS = 4_000
const REMEMBERED_SESSIONS_LIMIT = 20_000

/**
 * A family is alive while it has a token that is neither revoked nor exchanged: its current
 * refresh token. A token exchanged within the grace counts too, so the instant between a
 * rotation's claim and its successor's insert never reads as the end of the session.
 */
export const LIVE_SESSION_SQL = `SELECT 1 AS live FROM member_sessions
  WHERE family_id = ? AND member_id = ? AND revoked_at IS NULL AND family_expires_at > ?
    AND (used_at IS NULL OR used_at > ?) LIMIT 1`

type Remembered = { live: boolean; until: number }
type LivenessMemory = {
  remembered: Map<string, Remembered>
  inFlight: Map<string, Promise<boolean>>
}

/**
 * One memory per process, on globalThis: the server (bundled by esbuild, it answers
 * /api/epc/users/init itself) and Next's route handlers (logout, password change) each load their
 * own copy of this module, and a session ended by one must be refused at once by the other.
 */
const memory = ((globalThis as { [key: symbol]: LivenessMemory | undefined })[
  Symbol.for('atout.sessionLiveness')
] ??= { remembered: new Map(), inFlight: new Map() })
const { remembered, inFlight } = memory

const keyOf = (memberId: number, familyId: string) => `${memberId}:${familyId}`

function remember(key: string, live: boolean, now: number) {
  remembered.delete(key)
  if (remembered.size >= REMEMBERED_SESSIONS_LIMIT) {
    const oldest = remembered.keys().next().value
    if (oldest !== undefined) remembered.delete(oldest)
  }
  remembered.set(key, { live, until: now + SESSION_CHECK_TTL_MS })
}

async function readLiveness(
  reader: SqlReader,
  memberId: number,
  familyId: string,
  now: number,
): Promise<boolean> {
  const rows = await reader.all(LIVE_SESSION_SQL, [
    familyId,
    memberId,
    new Date(now).toISOString(),
    new Date(now - REFRESH_REUSE_GRACE_MS).toISOString(),
  ])
  return rows.length > 0
}

/** Where the check reads: Payload's connection inside Next, the direct reader in fast routes. */
export type SessionSource = () => Promise<SqlReader>

/**
 * Payload's connection, through the registered instance: the Payload config assembles the areas
 * whose routes check sessions, so importing platform/payload.ts here would close that circle.
 */
export const readSessionsThroughPayload: SessionSource = async () =>
  payloadSqlReader(await getRegisteredPayload())

/** True while the member's session is alive (answers at most SESSION_CHECK_TTL_MS old). */
export async function isSessionAlive(
  memberId: number,
  familyId: string,
  source: SessionSource = readSessionsThroughPayload,
  now = Date.now(),
): Promise<boolean> {
  const key = keyOf(memberId, familyId)
  const known = remembered.get(key)
  if (known && known.until > now) return known.live
  let pending = inFlight.get(key)
  if (!pending) {
    pending = source()
      .then((reader) => readLiveness(reader, memberId, familyId, now))
      .then((live) => {
        remember(key, live, Date.now())
        return live
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return pending
}

function markEnded(memberId: number, familyId: string) {
  remembered.set(keyOf(memberId, familyId), {
    live: false,
    until: Date.now() + SESSION_CHECK_TTL_MS,
  })
}

function dropMemberSessions(memberId: number, keepFamilyId?: string) {
  const prefix = `${memberId}:`
  for (const key of remembered.keys()) {
    if (key.startsWith(prefix) && key !== keyOf(memberId, keepFamilyId ?? ''))
      remembered.delete(key)
  }
}

// The other web processes of this server forget what this one ended (ADR 0056).
const SESSION_ENDED = 'session:ended'
const MEMBER_SESSIONS_ENDED = 'session:member-sessions-ended'
onBusMessage(SESSION_ENDED, (data) => {
  const { memberId, familyId } = data as { memberId: number; familyId: string }
  markEnded(memberId, familyId)
})
onBusMessage(MEMBER_SESSIONS_ENDED, (data) => {
  const { memberId, keepFamilyId } = data as { memberId: number; keepFamilyId?: string }
  dropMemberSessions(memberId, keepFamilyId)
})

/**
 * This process ended the session itself: its access tokens are refused at once here and in every
 * other web process of this server (resolved when they all know); other servers within
 * SESSION_CHECK_TTL_MS.
 */
export async function forgetSession(memberId: number, familyId: string): Promise<void> {
  markEnded(memberId, familyId)
  await broadcast(SESSION_ENDED, { memberId, familyId })
}

/** This process ended sessions of a member (password change or reset, suspension). */
export async function forgetMemberSessions(memberId: number, keepFamilyId?: string): Promise<void> {
  dropMemberSessions(memberId, keepFamilyId)
  await broadcast(MEMBER_SESSIONS_ENDED, { memberId, keepFamilyId })
}
