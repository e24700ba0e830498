import type { TaskConfig } from 'payload'

import { DELIVER_MAIL_TASK, deliverStoredMail, MAIL_DELIVERY_ATTEMPTS } from './mailer'

/** The job that delivers one stored mail; Payload retries it with backoff when it throws. */
export const deliverMailTask: TaskConfig<{
  input: { outboxId: number }
  output: { outcome: string }
}> = {
  slug: DELIVER_MAIL_TASK,
  label: 'Deliver an e-mail',
  inputSchema: [{ name: 'outboxId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: {
    attempts: MAIL_DELIVERY_ATTEMPTS - 1,
    backoff: { type: 'exponential', delay: 30_000 },
  },
  handler: async ({ input, job, req }) => {
    const attempt = (job.totalTried ?? 0) + 1
    return { output: { outcome: await deliverStoredMail(req.payload, input.outboxId, attempt) } }
  },
}
