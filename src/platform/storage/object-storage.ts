import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { ObjectStorage } from '../config/env'

import { clientConfig } from './s3-client'

/** The upload collections whose files live in the object store when one is configured. */
export const STORED_UPLOADS = {
  media: true,
  documents: { prefix: 'documents' },
  // Members' copies of their personal data (private: served only with a member's grant).
  'data-exports': { prefix: 'data-exports' },
} as const

/**
 * Payload's own S3 adapter for the uploads (ADR 0055). Always installed, so the schema is the
 * same in both modes (it adds `prefix` and `_objectKey` to the upload collections); enabled only
 * with an object store. Files are then written to the bucket instead of DATA_DIR and served by
 * the site's file route (/api/cms/<collection>/file/…), streamed from the bucket with the same
 * content checks, access rules and headers as files on disk: the bucket stays private.
 */
export function objectStoragePlugin(storage: ObjectStorage | null): Plugin {
  return s3Storage({
    enabled: storage !== null,
    alwaysInsertFields: true,
    collections: STORED_UPLOADS,
    bucket: storage?.bucket ?? 'unused',
    acl: 'private',
    config: storage ? clientConfig(storage) : {},
  })
}
