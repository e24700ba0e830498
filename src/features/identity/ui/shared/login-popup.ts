/** The login window: small enough to read as a dialog over the page, tall enough for the form. */
export const LOGIN_POPUP_WIDTH = 480
export const LOGIN_POPUP_HEIGHT = 720
const POPUP_NAME = 'atout-login'

/** Window features centring the popup over the current window. */
export function buildPopupFeatures(
  screen: { screenX: number; screenY: number; outerWidth: number; outerHeight: number },
  width = LOGIN_POPUP_WIDTH,
  height = LOGIN_POPUP_HEIGHT,
): string {
  const left = Math.round(screen.screenX + Math.max(0, (screen.outerWidth - width) / 2))
  const top = Math.round(screen.screenY + Math.max(0, (screen.outerHeight - height) / 2))
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}

/**
 * Opens the login page in a popup (the spec's "OAuth connecting window"). The popup keeps its
 * opener (no noopener) so the callback page can reload this page and close itself. When popups
 * are blocked, the same page opens here instead (`fallbackUrl`, by default the same URL).
 * Returns whether a popup opened.
 */
export function openLoginPopup(url: string, fallbackUrl: string = url): boolean {
  const popup = window.open(url, POPUP_NAME, buildPopupFeatures(window))
  if (!popup || popup.closed) {
    window.location.assign(fallbackUrl)
    return false
  }
  popup.focus()
  return true
}
