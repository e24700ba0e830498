/**
 * The visitor's cookie choice (docs/decisions/0025-consent-and-tag-manager.md): necessary cookies
 * always, analytics and marketing only when accepted. Stored in a first-party cookie with the
 * policy version and the date; a choice made under an older version is asked again.
 */

export const CONSENT_COOKIE = 'atout_consent'
/** Asked again after about six months, as the CNIL recommends for a refusal or a consent. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60

export type ConsentChoice = {
  analytics: boolean
  marketing: boolean
  version: string
  /** Epoch milliseconds. */
  decidedAt: number
}

/** The cookie's format tag, first of its fields. */
export const CONSENT_FORMAT = 'v1'

/** 'v1|<version>|<a><m>|<epoch seconds>', e.g. 'v1|2026-11|10|1795000000'. */
export function encodeConsent(choice: ConsentChoice): string {
  const flags = `${choice.analytics ? 1 : 0}${choice.marketing ? 1 : 0}`
  return [CONSENT_FORMAT, choice.version, flags, Math.floor(choice.decidedAt / 1000)].join('|')
}

export function decodeConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null
  const [format, version, flags, seconds] = decodeURIComponent(value).split('|')
  if (
    format !== CONSENT_FORMAT ||
    !version ||
    !/^[01]{2}$/.test(flags ?? '') ||
    !/^\d+$/.test(seconds ?? '')
  ) {
    return null
  }
  return {
    analytics: flags![0] === '1',
    marketing: flags![1] === '1',
    version,
    decidedAt: Number(seconds) * 1000,
  }
}

/** A stored choice still answers the question of the current policy. */
export function isChoiceCurrent(choice: ConsentChoice | null, version: string): boolean {
  return choice !== null && choice.version === version
}

/** The tag manager loads only when something it serves was accepted. */
export function allowsTagManager(choice: ConsentChoice | null): boolean {
  return choice !== null && (choice.analytics || choice.marketing)
}

/** What the dataLayer receives once both the choice and the tag manager's load are seen. */
export function toConsentEvent(choice: ConsentChoice) {
  return {
    event: 'atout_consent',
    consent: { necessary: true, analytics: choice.analytics, marketing: choice.marketing },
    consentVersion: choice.version,
  }
}

/** Spec §9: "Consent push: 10 attempts, 500 ms apart". */
export const CONSENT_PUSH_ATTEMPTS = 10
export const CONSENT_PUSH_INTERVAL_MS = 500

export type ConsentPushOutcome = 'pushed' | 'gaveUp' | 'cancelled'

export type ConsentPushDeps = {
  /** The choice as stored now (null: none yet). */
  readChoice: () => ConsentChoice | null
  /** True once the tag manager has loaded (its script ran). */
  isTagManagerLoaded: () => boolean
  push: (event: ReturnType<typeof toConsentEvent>) => void
  setTimer: (callback: () => void, ms: number) => unknown
  clearTimer: (timer: unknown) => void
  onDone?: (outcome: ConsentPushOutcome, attempts: number) => void
}

/**
 * Spec §4: consent events go to the tag manager only after both the consent and the tag
 * manager's load have been seen. Tried now, then every 500 ms, 10 attempts in all; then given up
 * (a blocked tag manager must not keep a timer running for ever).
 */
export function scheduleConsentPush(deps: ConsentPushDeps): { cancel: () => void } {
  let attempts = 0
  let timer: unknown = null
  let finished = false
  const finish = (outcome: ConsentPushOutcome) => {
    finished = true
    deps.onDone?.(outcome, attempts)
  }
  const attempt = () => {
    timer = null
    attempts += 1
    const choice = deps.readChoice()
    if (choice && deps.isTagManagerLoaded()) {
      deps.push(toConsentEvent(choice))
      return finish('pushed')
    }
    if (attempts >= CONSENT_PUSH_ATTEMPTS) return finish('gaveUp')
    timer = deps.setTimer(attempt, CONSENT_PUSH_INTERVAL_MS)
  }
  attempt()
  return {
    cancel: () => {
      if (finished) return
      if (timer !== null) deps.clearTimer(timer)
      finish('cancelled')
    },
  }
}
