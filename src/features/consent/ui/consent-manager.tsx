'use client'

import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
} from 'react'

import { buttonClasses } from '@/ui/primitives/button-link'

import {
  allowsTagManager,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  decodeConsent,
  encodeConsent,
  isChoiceCurrent,
  scheduleConsentPush,
  type ConsentChoice,
} from '../domain'
import type { ConsentChoiceStrings } from './consent-choices'
import { OPEN_CONSENT_EVENT } from './consent-events'

export type ConsentStrings = ConsentChoiceStrings & {
  text: string
  acceptAll: string
  refuseAll: string
  choose: string
  save: string
  saved: string
}

type Props = { version: string; tagManagerId: string | null; strings: ConsentStrings }

type DataLayerWindow = Window & {
  dataLayer?: unknown[]
  google_tag_manager?: Record<string, unknown>
}

const GTM_ORIGIN = 'https://www.googletagmanager.com'

/**
 * The three categories' checkboxes load on the intent to choose. Shown by a state update once
 * loaded, not through Suspense: a boundary revealing starts a view transition (the layout's
 * `<ViewTransition>`), during which clicks land on the document.
 */
const loadChoices = () => import('./consent-choices').then((m) => m.ConsentChoices)
type Choices = ComponentType<ComponentProps<typeof import('./consent-choices').ConsentChoices>>

function readStoredChoice(): ConsentChoice | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
  return decodeConsent(entry?.slice(CONSENT_COOKIE.length + 1))
}

function storeChoice(choice: ConsentChoice) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent(choice))}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
}

let tagManagerScript: HTMLScriptElement | null = null
let tagManagerLoaded = false

/** Google Tag Manager's own snippet, run only after consent (never before: no third party). */
function loadTagManager(containerId: string) {
  if (tagManagerScript) return
  const w = window as DataLayerWindow
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  // Google's snippet for a nonce-based policy: the tag manager passes the page's nonce on to the
  // custom tags it adds (docs/decisions/0004-csp-for-cached-pages.md).
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
  if (nonce) script.nonce = nonce
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`
  script.addEventListener('load', () => {
    tagManagerLoaded = true
  })
  document.head.appendChild(script)
  tagManagerScript = script
}

function isTagManagerLoaded(containerId: string): boolean {
  const w = window as DataLayerWindow
  return tagManagerLoaded || Boolean(w.google_tag_manager?.[containerId])
}

/**
 * The cookie banner (necessary, analytics, marketing: accept all, refuse all, or choose) and the
 * tag manager behind it. A client island: cached pages stay static; the choice lives in a
 * first-party cookie (and, for a logged-in member, in their consent record through /api/consent).
 * Nothing from a third party loads before a choice that allows it.
 */
const CHOICE_CHANGED_EVENT = 'atout:consent-changed'

function subscribeToChoice(onChange: () => void) {
  window.addEventListener(CHOICE_CHANGED_EVENT, onChange)
  return () => window.removeEventListener(CHOICE_CHANGED_EVENT, onChange)
}
const readCookieSnapshot = () => document.cookie
const noCookieOnServer = () => null

export function ConsentManager({ version, tagManagerId, strings }: Props) {
  // The cookie is the browser's: the server (and the cached HTML) renders the banner for everyone,
  // marked as the server's; the head's hint script (consent-hint.ts) and the stylesheet show it
  // only to visitors without a current choice until this island hydrates and decides.
  const cookies = useSyncExternalStore(subscribeToChoice, readCookieSnapshot, noCookieOnServer)
  const onServer = cookies === null
  const stored = cookies === null ? null : readStoredChoice()
  const current = isChoiceCurrent(stored, version)
  const [reopened, setReopened] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const [analytics, setAnalytics] = useState(false)
  const [marketing, setMarketing] = useState(false)
  const [saved, setSaved] = useState(false)
  const [ConsentChoices, setConsentChoices] = useState<Choices | null>(null)
  const region = useRef<HTMLElement>(null)
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const open = onServer || !current || reopened
  const decidedAt = current ? stored!.decidedAt : null

  // The tag manager and the consent event follow the stored choice (none before a choice).
  useEffect(() => {
    if (decidedAt === null) return
    const choice = readStoredChoice()
    if (!tagManagerId || !isChoiceCurrent(choice, version)) return
    // A refusal after an acceptance is told to the tag manager already on the page.
    if (!allowsTagManager(choice) && !tagManagerScript) return
    loadTagManager(tagManagerId)
    const handle = scheduleConsentPush({
      readChoice: () => {
        const latest = readStoredChoice()
        return isChoiceCurrent(latest, version) ? latest : null
      },
      isTagManagerLoaded: () => isTagManagerLoaded(tagManagerId),
      push: (event) => {
        const w = window as DataLayerWindow
        w.dataLayer = w.dataLayer ?? []
        w.dataLayer.push(event)
      },
      setTimer: (callback, ms) => window.setTimeout(callback, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
    })
    return () => handle.cancel()
  }, [decidedAt, tagManagerId, version])

  // The checkboxes' code, once the visitor chooses (the banner's button or the footer's link).
  useEffect(() => {
    if (!choosing || ConsentChoices) return
    let live = true
    void loadChoices().then((loaded) => {
      if (live) setConsentChoices(() => loaded)
    })
    return () => {
      live = false
    }
  }, [choosing, ConsentChoices])

  // The footer's "manage cookies" opens the banner again, with the stored choice ticked.
  useEffect(() => {
    const reopen = () => {
      const latest = readStoredChoice()
      setAnalytics(latest?.analytics ?? false)
      setMarketing(latest?.marketing ?? false)
      setSaved(false)
      setChoosing(true)
      setReopened(true)
      window.requestAnimationFrame(() => region.current?.focus())
    }
    window.addEventListener(OPEN_CONSENT_EVENT, reopen)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen)
  }, [])

  function decide(next: { analytics: boolean; marketing: boolean }) {
    const choice: ConsentChoice = { ...next, version, decidedAt: Date.now() }
    storeChoice(choice)
    setAnalytics(next.analytics)
    setMarketing(next.marketing)
    setReopened(false)
    setChoosing(false)
    setSaved(true)
    window.dispatchEvent(new Event(CHOICE_CHANGED_EVENT))
    // A logged-in member's consent record; visitors have only the cookie. Best effort.
    void fetch('/api/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ analytics: next.analytics, marketing: next.marketing, version }),
    }).catch(() => undefined)
  }

  if (!open) {
    return (
      <p role="status" className="sr-only">
        {saved ? strings.saved : null}
      </p>
    )
  }

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-consent-banner={onServer ? 'server' : undefined}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gold-400/40 bg-ink-950/95 shadow-2xl outline-none backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-5 sm:px-6">
        <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-ivory-50">
          {strings.title}
        </h2>
        <p className="text-sm text-ink-200">{strings.text}</p>
        {choosing && ConsentChoices ? (
          <ConsentChoices
            id={id}
            strings={strings}
            analytics={analytics}
            marketing={marketing}
            onAnalytics={setAnalytics}
            onMarketing={setMarketing}
          />
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => decide({ analytics: true, marketing: true })}
          >
            {strings.acceptAll}
          </button>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => decide({ analytics: false, marketing: false })}
          >
            {strings.refuseAll}
          </button>
          {choosing ? (
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => decide({ analytics, marketing })}
            >
              {strings.save}
            </button>
          ) : (
            <button
              type="button"
              className={buttonClasses('secondary')}
              onPointerEnter={() => void loadChoices()}
              onFocus={() => void loadChoices()}
              onClick={() => {
                setAnalytics(stored?.analytics ?? false)
                setMarketing(stored?.marketing ?? false)
                setChoosing(true)
              }}
            >
              {strings.choose}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}
