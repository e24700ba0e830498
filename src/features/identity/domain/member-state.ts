/**
 * Member states and the "connected" rule (spec sections 4 and 6).
 *
 * THE RULE. A visitor is connected when the server holds a valid session for a member and that
 * member's email is not waiting for activation (`needsEmailActivation` is false). The member's
 * state (Active or pre-member) does not decide whether they are connected; it decides what a
 * connected member may do: `isFullMember` (connected and Active) gates what needs a card.
 *
 * The spec gives two readings:
 *   A. connected only when customFields.state is 'Active' and emailVerified is true;
 *   B. a separate isConnected flag, with isPremember true when customFields.state exists and is not
 *      'Active'.
 * Why B's shape with A's email condition, and A's state condition under another name:
 * - Under A a pre-member could never be connected, so isPremember would always be false for a
 *   connected user, yet the spec gives pre-members their own notice ("visit a casino to finalise")
 *   and lets them accept the terms, a page guarded by "connected". A logged-in pre-member would
 *   also see the logged-out header while holding session cookies.
 * - A's `emailVerified === true` would lock out card holders whose record never carried the flag
 *   (undefined), contradicting needsEmailActivation, which only fires when the flag is defined and
 *   false. Keeping "not needsEmailActivation" keeps A's intent without that side effect; login
 *   already refuses an unconfirmed email (hotel 0026, link re-sent), so this only matters when a
 *   session outlives a change of email.
 * - B as a stored client flag can drift from the session (cookie expired, refresh family revoked,
 *   logout by card on a kiosk). Here "connected" is computed on the server from the session on
 *   every render and never stored.
 * - A's Active condition is still needed for the card, points and rewards: that is
 *   `isFullMember`, so no screen has to choose between two meanings of one word.
 */

/** The member fields these rules read, as the profile carries them (spec section 3). */
export type MemberSnapshot = {
  emailVerified?: boolean | null
  customFields?: { state?: string | null } | null
  consents?: { acceptCgu?: boolean | null; termsVersion?: string | null } | null
}

export const ACTIVE_STATE = 'Active'

/** Unprefixed paths; the app adds the locale prefix ('/en/…'). */
export const HOME_PATH = '/'
export const ACCEPT_TERMS_PATH = '/account/accept-cgu'

export function isActiveMember(member: MemberSnapshot): boolean {
  return member.customFields?.state === ACTIVE_STATE
}

/**
 * "State exists and is not Active": any other value, an empty one included, is a pre-member, so a
 * corrupted state never grants the full-member features.
 */
export function isPremember(member: MemberSnapshot): boolean {
  const state = member.customFields?.state
  return state !== undefined && state !== null && state !== ACTIVE_STATE
}

/** Only an explicit false: undefined means the record predates email activation. */
export function needsEmailActivation(member: MemberSnapshot): boolean {
  return member.emailVerified === false
}

/**
 * Terms are accepted when acceptCgu is true and, when the server says which version is current,
 * the accepted version is that one: new terms are accepted again.
 */
export function hasAcceptedTerms(member: MemberSnapshot, currentTermsVersion?: string): boolean {
  if (member.consents?.acceptCgu !== true) return false
  return currentTermsVersion === undefined || member.consents.termsVersion === currentTermsVersion
}

function isPresent(member: MemberSnapshot | null | undefined): member is MemberSnapshot {
  return member !== null && member !== undefined
}

/** `member` is the member of a valid session, or null when the request has none. */
export function isConnected(member: MemberSnapshot | null | undefined): boolean {
  return isPresent(member) && !needsEmailActivation(member)
}

/** Connected and Active: has a card, so loyalty, rewards and sponsorship apply. */
export function isFullMember(member: MemberSnapshot | null | undefined): boolean {
  return isPresent(member) && isConnected(member) && isActiveMember(member)
}

export function canAccessVipPages(
  member: MemberSnapshot | null | undefined,
  currentTermsVersion?: string,
): boolean {
  return isPresent(member) && isConnected(member) && hasAcceptedTerms(member, currentTermsVersion)
}

export type MemberStanding = 'visitor' | 'awaitingEmailActivation' | 'premember' | 'member'

/** One word for the header and the member area: which notice, if any, to show. */
export function resolveMemberStanding(member: MemberSnapshot | null | undefined): MemberStanding {
  if (!isPresent(member)) return 'visitor'
  if (needsEmailActivation(member)) return 'awaitingEmailActivation'
  return isActiveMember(member) ? 'member' : 'premember'
}

/**
 * Why a member with correct credentials still may not open a session: an unconfirmed email
 * (the server re-sends the activation link with this answer).
 */
export function findLoginBlocker(member: MemberSnapshot): 'hotel.0026' | null {
  return needsEmailActivation(member) ? 'hotel.0026' : null
}

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; route: 'home'; path: typeof HOME_PATH }
  | {
      kind: 'redirect'
      route: 'acceptTerms'
      path: typeof ACCEPT_TERMS_PATH
      /** Where to go back once the terms are accepted; null when unsafe or unknown. */
      returnTo: string | null
    }

const redirectHome: GuardOutcome = { kind: 'redirect', route: 'home', path: HOME_PATH }

/** Guard 1 (the accept-terms page itself): a connected member, or back to the home page. */
export function resolveConnectedGuard(member: MemberSnapshot | null | undefined): GuardOutcome {
  return isConnected(member) ? { kind: 'allow' } : redirectHome
}

/**
 * Guard 2 (VIP pages): not connected → home page; connected without the current terms → the
 * accept-terms page, which brings the member back to the page they asked for.
 */
export function resolveVipGuard(
  member: MemberSnapshot | null | undefined,
  requestedPath: string | null,
  currentTermsVersion?: string,
): GuardOutcome {
  if (!isPresent(member) || !isConnected(member)) return redirectHome
  if (hasAcceptedTerms(member, currentTermsVersion)) return { kind: 'allow' }
  return {
    kind: 'redirect',
    route: 'acceptTerms',
    path: ACCEPT_TERMS_PATH,
    returnTo: requestedPath !== null && isSameSitePath(requestedPath) ? requestedPath : null,
  }
}

/**
 * A path on this site: starts with one slash, and nothing a browser would read as another host
 * ("//evil.com", "/\\evil.com") or a control character smuggled in.
 */
export function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false
  return !/[\u0000-\u001f\u007f\\]/.test(path)
}

/** Member support suspended the account (admin): no login, no session, until they lift it. */
export function isSuspended(member: { suspended?: boolean | null }): boolean {
  return member.suspended === true
}
