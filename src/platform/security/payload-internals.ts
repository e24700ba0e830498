import type { SanitizedConfig } from 'payload'

import { adminOnly, nobody } from './staff-access'

/**
 * What Payload adds to the configuration itself, with access tighter than its default ("any
 * logged-in user", ADR 0041): the job statistics global would otherwise be readable and writable
 * by every staff role through /api/cms; only administrators read it, and Payload writes it
 * through the database adapter. The rest keep Payload's access: payload-preferences (each staff
 * account its own), payload-locked-documents (the admin's edit locks, any staff), payload-kv
 * (closed), payload-migrations (never served: no endpoints, no GraphQL) and payload-jobs (set by
 * jobsCollectionOverrides in payload.config.ts).
 */
export function restrictPayloadInternals(config: SanitizedConfig): SanitizedConfig {
  for (const global of config.globals) {
    if (global.slug === 'payload-jobs-stats') {
      global.access = { ...global.access, read: adminOnly, update: nobody }
    }
  }
  return config
}
