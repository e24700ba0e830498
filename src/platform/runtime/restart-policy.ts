/**
 * How long the primary waits before starting again a web process that died (ADR 0056): half a
 * second after a first failure, doubling for each failure in a row up to 30 seconds, so a process
 * that cannot start (a broken database, a port taken) does not spin. A process that ran for a
 * minute before dying starts the count again.
 */
export const FIRST_RESTART_DELAY_MS = 500
export const MAX_RESTART_DELAY_MS = 30_000

export function restartDelayMs(failuresInARow: number): number {
  const failures = Math.max(1, Math.floor(failuresInARow))
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.min(failures - 1, 16))
}
