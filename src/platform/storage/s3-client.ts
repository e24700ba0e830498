import type { ObjectStorage } from '../config/env'

/** The S3 client's settings for the configured store (AWS, or another at S3_ENDPOINT). */
export function clientConfig(storage: ObjectStorage) {
  return {
    region: storage.region,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    ...(storage.endpoint
      ? // MinIO, Ceph and most providers' stores answer at one host, the bucket in the path.
        { endpoint: storage.endpoint, forcePathStyle: true }
      : {}),
  }
}
