'use client'

import type { Challenge } from 'altcha-lib'
import { ShieldCheck } from 'lucide'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import type { CaptchaStrings, PublicCaptchaConfig } from '@/platform/security/captcha/config'
import { loadRecaptcha } from '@/platform/security/captcha/recaptcha-loader'

import { Icon } from '../icon'

type Status = 'waiting' | 'solving' | 'verified' | 'failed' | 'notLoaded'

export type CaptchaOptions = {
  config: PublicCaptchaConfig
  /** The form's name: reCAPTCHA v3's action, checked again by the server. */
  form: string
  locale: string
  strings: CaptchaStrings
  /** The server's message about the captcha (expired, refused…), shown under it. */
  error?: string
  id: string
  /** A form that carries no captcha (the hook is called unconditionally). */
  disabled?: boolean
}

export type Captcha = {
  /** The one-time answer to send with the form, or null when there is none (the server says so). */
  getToken: () => Promise<string | null>
  /** What the form shows: the check's state, and reCAPTCHA v2's box. */
  field: ReactNode
}

async function fetchChallenge(url: string, signal: AbortSignal): Promise<Challenge> {
  const response = await fetch(url, { cache: 'no-store', signal })
  if (!response.ok) throw new Error(`challenge answered ${response.status}`)
  return (await response.json()) as Challenge
}

/**
 * Finds the number the server hid in the challenge (a few hundred ms) and packs the answer. The
 * solver is fetched with the first challenge, not with the page.
 */
async function solveAltcha(url: string, signal: AbortSignal): Promise<string | null> {
  const [challenge, { solveChallenge }, { deriveKey }] = await Promise.all([
    fetchChallenge(url, signal),
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ])
  const controller = new AbortController()
  signal.addEventListener('abort', () => controller.abort())
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 })
  if (!solution) return null
  return btoa(JSON.stringify({ challenge, solution }))
}

/**
 * The captcha of a public form (docs/decisions/0023-captcha.md). ALTCHA starts its proof of work
 * when the form scrolls into view, so the answer is usually ready before the visitor has typed
 * their name; each answer is used once, and a new one is prepared after every submission.
 * reCAPTCHA v2 shows Google's box; v3 asks Google for a token when the form is sent.
 */
export function useCaptcha({
  config,
  form,
  locale,
  strings,
  error,
  id,
  disabled = false,
}: CaptchaOptions): Captcha {
  const [status, setStatus] = useState<Status>(
    config.provider === 'recaptcha-v3' ? 'verified' : 'waiting',
  )
  const container = useRef<HTMLDivElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const token = useRef<string | null>(null)
  const pending = useRef<Promise<string | null> | null>(null)
  const aborter = useRef<AbortController | null>(null)
  const widget = useRef<number | null>(null)

  const startAltcha = useCallback((): Promise<string | null> => {
    if (config.provider !== 'altcha') return Promise.resolve(null)
    if (pending.current) return pending.current
    aborter.current?.abort()
    const controller = new AbortController()
    aborter.current = controller
    setStatus('solving')
    const run = solveAltcha(config.challengeUrl, controller.signal).then(
      (answer) => {
        pending.current = null
        token.current = answer
        setStatus(answer ? 'verified' : 'failed')
        return answer
      },
      () => {
        pending.current = null
        if (!controller.signal.aborted) setStatus('failed')
        return null
      },
    )
    pending.current = run
    return run
  }, [config])

  // ALTCHA: solve once the form is on screen. reCAPTCHA: load Google's script (and draw v2's box).
  useEffect(() => {
    if (disabled) return
    if (config.provider === 'altcha') {
      const element = container.current
      if (!element || typeof IntersectionObserver === 'undefined') {
        void startAltcha()
        return () => aborter.current?.abort()
      }
      // Typing in the form starts it too (a form reached by the keyboard, or shown in a dialog).
      const form = element.closest('form')
      const start = () => {
        observer.disconnect()
        form?.removeEventListener('focusin', start)
        if (!token.current) void startAltcha()
      }
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start()
      })
      observer.observe(element)
      form?.addEventListener('focusin', start)
      return () => {
        observer.disconnect()
        form?.removeEventListener('focusin', start)
        aborter.current?.abort()
      }
    }
    let cancelled = false
    const version = config.provider === 'recaptcha-v2' ? 'v2' : 'v3'
    loadRecaptcha(version, config.siteKey, locale).then(
      (api) => {
        if (cancelled || version === 'v3' || !box.current) return
        widget.current = api.render(box.current, {
          sitekey: config.siteKey,
          hl: locale,
          theme: 'dark',
          callback: (answer: string) => {
            token.current = answer
            setStatus('verified')
          },
          'expired-callback': () => {
            token.current = null
            setStatus('waiting')
          },
        })
      },
      () => {
        if (!cancelled) setStatus('notLoaded')
      },
    )
    return () => {
      cancelled = true
    }
  }, [config, disabled, locale, startAltcha])

  const getToken = useCallback(async (): Promise<string | null> => {
    if (config.provider === 'recaptcha-v3') {
      try {
        const api = await loadRecaptcha('v3', config.siteKey, locale)
        return await api.execute(config.siteKey, { action: form.replace(/[^A-Za-z0-9/_]/g, '_') })
      } catch {
        setStatus('notLoaded')
        return null
      }
    }
    if (config.provider === 'recaptcha-v2') {
      const answer = token.current
      token.current = null
      // Google's token is good for one verification: the box asks again for the next submission.
      if (answer && widget.current !== null) window.grecaptcha?.reset(widget.current)
      if (answer) setStatus('waiting')
      return answer
    }
    const answer = token.current ?? (await startAltcha())
    token.current = null
    // One use per answer: prepare the next one for a second submission (a field to correct).
    if (answer) queueMicrotask(() => void startAltcha())
    return answer
  }, [config, form, locale, startAltcha])

  const message = {
    waiting: config.provider === 'recaptcha-v2' ? null : strings.waiting,
    solving: strings.solving,
    verified: config.provider === 'recaptcha-v3' ? null : strings.verified,
    failed: strings.failed,
    notLoaded: strings.notLoaded,
  }[status]
  const broken = status === 'failed' || status === 'notLoaded'

  const field = (
    <div
      ref={container}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-2 rounded-lg border border-ink-700 bg-ink-900/60 p-3 text-sm"
    >
      <p id={`${id}-label`} className="flex items-center gap-2 font-medium text-ivory-100">
        <Icon icon={ShieldCheck} aria-hidden="true" className="size-4 text-gold-300" />
        {strings.label}
      </p>
      {config.provider === 'recaptcha-v2' ? <div ref={box} /> : null}
      <p role="status" className={broken ? 'text-ruby-400' : 'text-ink-200'}>
        {message}
      </p>
      {broken ? (
        <button
          type="button"
          className="self-start text-gold-300 underline underline-offset-4 hover:text-gold-200"
          onClick={() => {
            if (config.provider === 'altcha') void startAltcha()
            else window.location.reload()
          }}
        >
          {strings.retry}
        </button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-ruby-400">
          {error}
        </p>
      ) : null}
    </div>
  )
  return { getToken, field }
}
