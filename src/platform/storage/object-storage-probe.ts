import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import type { ObjectStorage } from '../config/env'

import { clientConfig } from './s3-client'

/** Whether the bucket answers, for the readiness probe (one HEAD, a short deadline). */
export function createObjectStorageProbe(storage: ObjectStorage, timeoutMs = 1_000) {
  const client = new S3Client({ ...clientConfig(storage), maxAttempts: 1 })
  return {
    async check(): Promise<boolean> {
      try {
        await client.send(new HeadBucketCommand({ Bucket: storage.bucket }), {
          abortSignal: AbortSignal.timeout(timeoutMs),
        })
        return true
      } catch {
        return false
      }
    },
    async close() {
      client.destroy()
    },
  }
}
