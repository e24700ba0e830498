/**
 * Whether the browser holds the member hint cookie (set with the session cookies, read by the
 * header's CSS before paint): without it the visitor is not logged in and there is nothing to ask.
 */
const MEMBER_HINT = /(?:^|; )atout_member=1(?:;|$)/

export function hasMemberHint(cookies: string): boolean {
  return MEMBER_HINT.test(cookies)
}
