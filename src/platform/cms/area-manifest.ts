import type { Block, CollectionConfig, Config, GlobalConfig } from 'payload'

import type { TaskLabel } from '../jobs/task-labels'
import type { MailSample } from '../mail/compose/content'
import type { PersonalDataPart } from '../privacy/personal-data'

type JobsConfig = NonNullable<Config['jobs']>
export type AreaTask = NonNullable<JobsConfig['tasks']>[number]

/** A queue the job runner works through on a cron (Payload's `jobs.autoRun` entry). */
export type JobSchedule = { queue: string; cron: string; limit: number }

/**
 * What one business area brings to Payload (ADR 0050): its collections and globals, the blocks
 * it offers to CMS pages, its background tasks and the queues they run on. Each area exports one
 * manifest from `src/features/<area>/manifest.ts`; `src/payload.config.ts`, the composition root,
 * is the only file that reads them, so adding an area never edits a lower layer.
 */
export type AreaManifest = {
  /** The area's folder name under src/features. */
  area: string
  collections?: readonly CollectionConfig[]
  globals?: readonly GlobalConfig[]
  /** The blocks this area offers to CMS pages (content's page builder lists them). */
  pageBlocks?: readonly Block[]
  tasks?: readonly AreaTask[]
  /** Each task's name for staff, by slug, in French and English (the jobs list shows it). */
  taskLabels?: Readonly<Record<string, TaskLabel>>
  /** The queues of `tasks` and how often the runner visits them. */
  schedules?: readonly JobSchedule[]
  /**
   * Panels of the admin's home (import paths of server components, as Payload's admin
   * components): what staff of this area check each day. Each shows only to roles that may read it.
   */
  dashboardPanels?: readonly string[]
  /** The mails this area sends, with sample data: staff preview them in the admin. */
  mails?: readonly MailSample[]
  /**
   * What this area holds of a member, as files of their personal data export (GDPR art. 15, 20):
   * the composition root gives every area's parts to the privacy area.
   */
  personalData?: readonly PersonalDataPart[]
}
