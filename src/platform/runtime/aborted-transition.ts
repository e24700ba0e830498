/**
 * Whether a promise rejection is the browser skipping a view transition it had started: Chromium
 * aborts one when the window is resized, the phone turned or the tab hidden while it runs
 * (`InvalidStateError`, "Transition was aborted because of invalid state. Viewport size
 * changed"). The page is simply shown without the animation. React's streaming script (`$RV`,
 * which reveals a part of the page that arrived late) waits on the transition's `ready` promise
 * without handling its rejection, so each such abort surfaced as an uncaught error. Only this
 * case is recognised: any other rejection stays an error.
 */
export function isAbortedViewTransition(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return (
    name === 'InvalidStateError' &&
    typeof message === 'string' &&
    message.startsWith('Transition was aborted because of invalid state')
  )
}
