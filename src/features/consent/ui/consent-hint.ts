import { CONSENT_COOKIE, CONSENT_FORMAT } from '../domain'

/**
 * Runs in <head> before the body paints, so the cookie banner can be in the server HTML of cached
 * pages (it is the largest thing a first visit paints): sets <html data-consent="open"> when the
 * visitor has no choice for the current policy version (the script's `data-version`), "chosen"
 * when they have one. The stylesheet shows the server-rendered banner only under "open"; without
 * JavaScript it stays hidden, as the banner cannot work then. The cookie's start is the one
 * storeChoice writes: `atout_consent=` + encodeURIComponent('v1|<version>|…').
 * A constant: the site's Content-Security-Policy allows it by its hash (next.config.ts).
 */
export const CONSENT_HINT_SCRIPT = `(function(s){try{var p=${JSON.stringify(`${CONSENT_COOKIE}=`)}+encodeURIComponent(${JSON.stringify(`${CONSENT_FORMAT}|`)}+s.getAttribute('data-version')+'|');document.documentElement.setAttribute('data-consent',document.cookie.split('; ').some(function(c){return c.indexOf(p)===0})?'chosen':'open')}catch(e){}})(document.currentScript)`
