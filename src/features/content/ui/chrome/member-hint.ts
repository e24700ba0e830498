/**
 * Runs in <head> before the body paints: marks <html> when the member hint cookie is present.
 * A constant: the site's Content-Security-Policy allows it by its hash (next.config.ts).
 */
export const MEMBER_HINT_SCRIPT =
  "if(/(?:^|; )atout_member=1/.test(document.cookie))document.documentElement.setAttribute('data-member','')"
