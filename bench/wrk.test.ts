import { describe, expect, test } from 'vitest'

import { parseWrkDuration, parseWrkOutput } from './wrk'

describe('wrk output', () => {
  test.each([
    ['812.00us', 0.812],
    ['2.32ms', 2.32],
    ['1.20s', 1200],
    ['1.50m', 90_000],
  ])('%s is %f ms', (text, ms) => {
    expect(parseWrkDuration(text)).toBeCloseTo(ms, 6)
  })

  test('figures, errors and non-2xx answers are read', () => {
    const output = `Running 15s test @ http://localhost:3000/api/epc/users/init
  1 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.80ms    1.21ms  22.20ms   85.54%
  Latency Distribution
     50%    2.32ms
     75%    2.62ms
     90%    4.57ms
     99%    7.30ms
  109220 requests in 15.01s, 181.97MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 17
Requests/sec:   7278.60
Transfer/sec:     12.13MB`
    expect(parseWrkOutput(output)).toEqual({
      requestsPerSecond: 7278.6,
      p50Ms: 2.32,
      p99Ms: 7.3,
      non2xx: 17,
      errors: 5,
    })
  })

  test('output without figures is an error, not zeros', () => {
    expect(() => parseWrkOutput('unable to connect to localhost:3000 Connection refused')).toThrow(
      /Requests\/sec/,
    )
  })
})
