import type { TaskConfig } from 'payload'

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]
type BeforeScheduleFn = NonNullable<NonNullable<ScheduleConfig['hooks']>['beforeSchedule']>

import { AttemptsRepository } from '../security/attempts-repository'

/** Claims older than this are forgotten: no schedule looks back further than a day. */
const CLAIMS_KEPT_MS = 24 * 60 * 60 * 1000
const CLAIM_PREFIX = 'schedule:'

/**
 * A scheduled task is queued once per period however many workers run (issue 23, ADR 0053).
 * Each worker's runner reads the schedules and queues what is due; Payload's own check (no job
 * of that task waiting already) is a read then a write, so two workers at the same instant both
 * queued it. Before that check, the worker claims the period (the task, its queue and the
 * instant it is due) with one atomic insert into the counters table: only the first claim of a
 * period goes on. A worker that dies between its claim and the queueing loses that period; the
 * next one is queued as usual.
 */
export const claimPeriodThenSchedule: BeforeScheduleFn = async (args) => {
  const { queueable, req } = args
  const task = queueable.taskConfig?.slug ?? queueable.workflowConfig?.slug ?? 'unknown'
  const due = queueable.waitUntil?.toISOString() ?? 'now'
  const now = Date.now()
  const claims = new AttemptsRepository(req.payload)
  const claim = await claims.countAttempt(
    `${CLAIM_PREFIX}${queueable.scheduleConfig.queue}:${task}:${due}`,
    now,
    { maxAttempts: 1, windowMs: CLAIMS_KEPT_MS },
  )
  if (claim.hits > 1) return { shouldSchedule: false }
  await claims.clearStale(CLAIM_PREFIX, now - CLAIMS_KEPT_MS)
  return args.defaultBeforeSchedule(args)
}

/** The task with the claim in front of each of its schedules (the composition root applies it). */
export function oncePerPeriod<Task extends Pick<TaskConfig, 'schedule'>>(task: Task): Task {
  if (!task.schedule?.length) return task
  return {
    ...task,
    schedule: task.schedule.map((schedule) => ({
      ...schedule,
      hooks: { ...schedule.hooks, beforeSchedule: claimPeriodThenSchedule },
    })),
  }
}
