// The part of s3rver (the S3 test double the cluster journeys start) they use; it ships no types.
declare module 's3rver' {
  type S3rverOptions = {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<unknown>
    close(): Promise<void>
  }
}
