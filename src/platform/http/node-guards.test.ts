import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { createRequire } from 'node:module'

import { afterEach, describe, expect, test } from 'vitest'

import { addAllowToMethodNotAllowed, answerClientError, replaceAnswerWhen } from './node-guards'

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void
// Next's own compression (it wraps the same response methods the guards wrap).
const compression = createRequire(import.meta.url)(
  'next/dist/compiled/compression',
) as () => Middleware

let server: Server | undefined

afterEach(async () => {
  const running = server
  server = undefined
  if (!running) return
  running.closeAllConnections()
  await new Promise((resolve) => running.close(resolve))
})

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  server = createServer(handler)
  server.on('clientError', (error: Error, socket) => answerClientError(error, socket, undefined))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** Sends raw bytes and collects the whole answer; rejects on a connection reset. */
function sendRaw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')))
    socket.on('error', reject)
    socket.on('close', () => resolve(answer))
    socket.write(bytes)
  })
}

describe('answerClientError', () => {
  test('a 100 KB path gets a 414 it can read, not a connection reset', async () => {
    const port = await listen((_request, response) => response.end('page'))
    const answer = await sendRaw(port, `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(answer).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/)
    expect(answer).toContain('"code":"uriTooLong"')
    expect(answer).toContain('Adresse trop longue.')
  })

  test('40 KB of headers get a 431', async () => {
    const port = await listen((_request, response) => response.end('page'))
    const answer = await sendRaw(
      port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(answer).toContain('"code":"headersTooLarge"')
  })

  test('a method Node does not know gets a 405 with Allow; a garbled line a 400', async () => {
    const port = await listen((_request, response) => response.end('page'))
    const brew = await sendRaw(port, 'BREW / HTTP/1.1\r\nHost: x\r\n\r\n')
    expect(brew).toMatch(/^HTTP\/1\.1 405 /)
    expect(brew).toMatch(/\r\nallow: DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT\r\n/)
    const garbled = await sendRaw(port, 'G@T / HTTP/1.1\r\nHost: x\r\n\r\n')
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /)
  })
})

const replacement = (status: number) =>
  status >= 500
    ? {
        refusal: { status: 400, code: 'invalidActionRequest' as const },
        body: { code: 'invalidActionRequest' },
        headers: { 'x-kept': 'yes' },
      }
    : null

describe('replaceAnswerWhen', () => {
  test.each([
    ['without compression', false],
    ['behind compression', true],
  ])('a 500 is replaced whole, %s', async (_name, compress) => {
    const port = await listen((request, response) => {
      replaceAnswerWhen(response, replacement)
      const reply = () => {
        response.statusCode = 500
        response.setHeader('content-type', 'text/x-component')
        response.write('0:{"a":"$@1"}\n')
        response.end('1:E{"digest":"123"}\n')
      }
      if (compress) compression()(request, response, reply)
      else reply()
    })
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-encoding')).toBeNull()
    expect(answer.headers.get('x-kept')).toBe('yes')
    expect(await answer.json()).toEqual({ code: 'invalidActionRequest' })
  })

  test('an explicit writeHead(500) is replaced too; a 200 is left alone', async () => {
    const port = await listen((request, response) => {
      replaceAnswerWhen(response, replacement)
      if (request.url === '/fail') {
        response.writeHead(500, { 'content-type': 'text/plain' })
        response.end('Internal Server Error')
      } else {
        response.writeHead(200, { 'content-type': 'text/plain' })
        response.write('all ')
        response.end('fine')
      }
    })
    const failed = await fetch(`http://127.0.0.1:${port}/fail`)
    expect(failed.status).toBe(400)
    expect(await failed.json()).toEqual({ code: 'invalidActionRequest' })
    const fine = await fetch(`http://127.0.0.1:${port}/`)
    expect(fine.status).toBe(200)
    expect(await fine.text()).toBe('all fine')
  })
})

describe('addAllowToMethodNotAllowed', () => {
  test.each([
    ['without compression', false],
    ['behind compression', true],
  ])("Next's bare 405 gets the route's Allow, %s", async (_name, compress) => {
    const port = await listen((request, response) => {
      addAllowToMethodNotAllowed(response, async () => 'OPTIONS, POST')
      const reply = () => {
        response.statusCode = request.method === 'GET' ? 405 : 200
        response.end()
      }
      if (compress) compression()(request, response, reply)
      else reply()
    })
    const refused = await fetch(`http://127.0.0.1:${port}/api/x`)
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('OPTIONS, POST')
    const served = await fetch(`http://127.0.0.1:${port}/api/x`, { method: 'POST' })
    expect(served.status).toBe(200)
    expect(served.headers.get('allow')).toBeNull()
  })
})
