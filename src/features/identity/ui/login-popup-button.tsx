'use client'

import type { MouseEvent } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { buttonClasses, type ButtonAppearance } from '@/ui/primitives/button-link'

import { accountHref } from './shared/account-href'
import { openLoginPopup } from './shared/login-popup'

type Props = {
  locale: Locale
  /** e.g. { open: 'Se connecter', newWindow: '(s’ouvre dans une nouvelle fenêtre)' } */
  labels: { open: string; newWindow: string }
  appearance?: ButtonAppearance
  className?: string
}

function withReturnTo(path: string, returnTo: string): string {
  return `${path}?returnTo=${encodeURIComponent(returnTo)}`
}

/**
 * Login without leaving the page: the login page opens in a 480×720 popup whose `returnTo` is the
 * callback page, which reloads this page and closes the popup. Without JavaScript, or when popups
 * are blocked, it is an ordinary link to the login page that comes back here.
 */
export function LoginPopupButton({ locale, labels, appearance = 'secondary', className }: Props) {
  const login = accountHref('login', locale)
  const callback = accountHref('loginPopupDone', locale)

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Modified clicks (new tab, new window) keep their usual meaning.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return
    }
    event.preventDefault()
    const here = `${window.location.pathname}${window.location.search}`
    openLoginPopup(withReturnTo(login, callback), withReturnTo(login, here))
  }

  return (
    <a href={login} onClick={onClick} className={buttonClasses(appearance, className)}>
      {labels.open}
      <span className="sr-only"> {labels.newWindow}</span>
    </a>
  )
}
