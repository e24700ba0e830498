import type { AreaManifest } from '@/platform/cms/area-manifest'

import { IntegrationClients } from './cms/integration-clients'
import { IntegrationErrors } from './cms/integration-errors'
import { INTEGRATION_QUEUE, purgeIntegrationErrorsTask } from './server/purge-task'

/** The casino and hotel systems' API keys (scoped, hashed) and what the API refused them. */
export const integrationManifest: AreaManifest = {
  area: 'integration',
  collections: [IntegrationClients, IntegrationErrors],
  dashboardPanels: ['/features/integration/cms/admin/errors-panel#IntegrationErrorsPanel'],
  tasks: [purgeIntegrationErrorsTask],
  taskLabels: {
    [purgeIntegrationErrorsTask.slug]: {
      fr: 'Effacer les erreurs d’intégration de plus de 90 jours',
      en: 'Delete integration errors older than 90 days',
    },
  },
  // Checks the schedule every minute; the purge itself runs nightly.
  schedules: [{ cron: '0 * * * * *', queue: INTEGRATION_QUEUE, limit: 1 }],
}
