// autocannon ships no types and the project adds no dependencies (no @types/autocannon): this
// declares only the part of its programmatic API that bench/load.ts uses.
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    /** Seconds before a request counts as a timeout. */
    timeout?: number
  }

  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
  }

  interface Result {
    url: string
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    duration: number
  }

  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
