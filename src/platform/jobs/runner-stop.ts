/**
 * How the server (scripts/server.ts, bundled apart from Next) stops the job runner that Next's
 * instrumentation started in the same process: through one function kept on globalThis, so the
 * server never imports the Payload config.
 */
const STOPPER = Symbol.for('atout.jobRunner.stop')

type Stop = (graceMs: number) => Promise<void>

export function registerJobRunnerStop(stop: Stop): void {
  ;(globalThis as { [STOPPER]?: Stop })[STOPPER] = stop
}

/**
 * Stops this process's job runner: no job is taken any more, and the one in progress may finish
 * (up to `graceMs`). Nothing to do when the runner does not run here (JOBS_AUTORUN=0).
 */
export async function stopJobRunner(graceMs: number): Promise<void> {
  const stop = (globalThis as { [STOPPER]?: Stop })[STOPPER]
  if (stop) await stop(graceMs)
}

type Cron = { stop: () => void; isBusy: () => boolean }

/** Payload's job crons stopped: none starts again, the one running may finish (up to graceMs). */
export async function stopCrons(crons: readonly unknown[], graceMs: number): Promise<void> {
  const running = crons as readonly Cron[]
  for (const cron of running) cron.stop()
  const deadline = Date.now() + graceMs
  while (running.some((cron) => cron.isBusy()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
