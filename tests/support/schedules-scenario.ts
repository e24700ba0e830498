import type { Payload } from 'payload'
import { expect } from 'vitest'

/**
 * Scheduled tasks run once per period however many workers look at the schedules (issue 23):
 * each worker's runner calls handleSchedules on its own, at the same moments. Here the workers
 * are four concurrent passes on one database, as four processes would make them.
 */
export const SCHEDULED_TASKS = [
  ['payments', 'expire-payments'],
  ['loyalty', 'loyalty-evaluate'],
  ['integration', 'integration-errors-purge'],
] as const

export async function checkScheduledOnce(payload: Payload, queue: string, task: string) {
  const scheduled = async () =>
    (
      await payload.count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: task }, 'meta.scheduled': { equals: true } },
      })
    ).totalDocs
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: task } } })
  const passes = await Promise.all(
    Array.from({ length: 4 }, () => payload.jobs.handleSchedules({ queue })),
  )
  expect(passes.flatMap((pass) => pass.errored)).toEqual([])
  expect(await scheduled()).toBe(1)
  // A later pass within the same period: still one.
  await payload.jobs.handleSchedules({ queue })
  expect(await scheduled()).toBe(1)
}
