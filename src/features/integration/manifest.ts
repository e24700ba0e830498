import type { AreaManifest } from '@/platform/cms/area-manifest'

import { IntegrationClients } from './cms/integration-clients'

/** The casino and hotel systems' API keys (scoped, hashed). */
export const integrationManifest: AreaManifest = {
  area: 'integration',
  collections: [IntegrationClients],
}
