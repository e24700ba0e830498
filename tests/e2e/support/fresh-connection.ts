import { request as httpRequest } from 'node:http'

export type FreshAnswer = { status: number; body: string; headers: Record<string, unknown> }

/**
 * One request on a connection of its own. The site runs several web processes behind one port
 * (ADR 0056) and hands each connection to the next process: a browser's or Playwright's
 * keep-alive connection stays with one, fresh connections reach them all in turn.
 */
export function fetchFresh(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<FreshAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent: false },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        )
      },
    )
    request.setTimeout(30_000, () => request.destroy(new Error(`no answer from ${url} in 30 s`)))
    request.on('error', reject)
    request.end(init.body)
  })
}
