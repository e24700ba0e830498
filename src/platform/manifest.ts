import type { AreaManifest } from './cms/area-manifest'
import { deliverMailTask } from './mail/deliver-mail-task'
import { MAIL_QUEUE } from './mail/mailer'
import { Outbox } from './mail/outbox-collection'
import { byEmail, collectionPart } from './privacy/personal-data'
import { AuthAttempts } from './security/auth-attempts-collection'

/**
 * What the platform itself brings to Payload: the mail outbox and its delivery task, the attempt
 * counters of rate limits and lockouts.
 */
export const platformManifest: AreaManifest = {
  area: 'platform',
  collections: [AuthAttempts, Outbox],
  tasks: [deliverMailTask],
  taskLabels: { [deliverMailTask.slug]: { fr: 'Envoyer un e-mail', en: 'Deliver an e-mail' } },
  schedules: [{ cron: '*/10 * * * * *', queue: MAIL_QUEUE, limit: 20 }],
  dashboardPanels: ['/platform/mail/admin/outbox-panel#OutboxPanel'],
  // The mails sent to the person's address (never the sealed copy or the delivery's details).
  personalData: [
    collectionPart({
      name: 'mails',
      collection: 'outbox',
      where: byEmail('to'),
      leaveOut: ['html', 'headers', 'sealed', 'error', 'claimedAt', 'forgetOnDelivery'],
      erase: 'delete',
    }),
  ],
}
