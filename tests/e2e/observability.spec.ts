import { expect, test } from './support/fixtures'
import { startInstance } from './support/instances'

/**
 * The production server's probes and metrics (issue 23), as a load balancer and Prometheus see
 * them: /healthz and /readyz answer JSON, /metrics needs its token and counts the pages served by
 * route template and status.
 */
const TOKEN = 'e2e-metrics-token-0123456789'

test('the probes answer, and /metrics counts the requests served', async ({ request }) => {
  const alive = await request.get('/healthz')
  expect(alive.status()).toBe(200)
  expect(await alive.json()).toEqual({ status: 'ok' })
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toMatchObject({ status: 'ready', migrations: 'ok' })

  expect((await request.get('/metrics')).status()).toBe(401)
  const pages = async () => {
    const answer = await request.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(answer.status()).toBe(200)
    const text = await answer.text()
    const line =
      /^atout_http_request_duration_seconds_count\{method="GET",route="page",status="200"\} (\d+)/m
    return Number(line.exec(text)?.[1] ?? '0')
  }
  const before = await pages()
  expect((await request.get('/nos-casinos')).status()).toBe(200)
  expect((await request.get('/en/our-casinos')).status()).toBe(200)
  expect(await pages()).toBeGreaterThanOrEqual(before + 2)
  // An unknown path is labelled as a page too (no label per URL).
  expect((await request.get(`/no-such-page-${Date.now()}`)).status()).toBe(404)
  const text = await (
    await request.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text()
  expect(text).not.toContain('no-such-page')
  expect(text).toMatch(/route="page",status="404"/)
})

test('SIGTERM during a load: the requests in flight complete, then the server exits 0', async () => {
  test.setTimeout(120_000)
  // A second instance of the browser tests' server, on the same database, running its job queues.
  const instance = await startInstance(3190, { LOG_LEVEL: 'info', JOBS_AUTORUN: '1' })
  const output = instance.output
  try {
    const base = instance.base
    // One JSON log line per request, with the id the answer carries (a client's own id is not
    // trusted without a proxy in front).
    const probe = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'client-made-id' } })
    const requestId = probe.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    await expect
      .poll(() =>
        output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .find((line) => line.requestId === requestId),
      )
      .toMatchObject({ message: 'request', method: 'GET', route: '/healthz', status: 200 })

    // Search pages are rendered per request: a few hundred milliseconds each under this load.
    let settled = 0
    const load = Array.from({ length: 16 }, (_, index) =>
      fetch(`${base}/recherche?q=casino-${index}`)
        .then(
          async (answer) => ({ status: answer.status, length: (await answer.text()).length }),
          (error: unknown) => ({ status: 0, length: 0, error: String(error) }),
        )
        .finally(() => settled++),
    )
    // Once the first answer is out, every request has long been accepted and the others are
    // being rendered: stop the server then.
    await Promise.race(load)
    const exited = instance.stop('SIGTERM')
    const inFlight = load.length - settled
    const answers = await Promise.all(load)
    expect(inFlight).toBeGreaterThan(0)
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    expect(answers.every((answer) => answer.length > 1000)).toBe(true)
    expect(await exited).toBe(0)
    expect(output()).toContain('SIGTERM: closing the server')
    // Nothing is accepted any more.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow()
  } finally {
    instance.process.kill('SIGKILL')
  }
})
