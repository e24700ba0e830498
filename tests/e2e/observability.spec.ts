import { expect, test } from './support/fixtures'

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
