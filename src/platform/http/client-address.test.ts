import { Socket } from 'node:net'
import { IncomingMessage } from 'node:http'

import { describe, expect, test } from 'vitest'

import { CLIENT_ADDRESS_HEADER, readClientAddress, stampClientAddress } from './client-address'

const headers =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null

describe('readClientAddress', () => {
  test.each<[string, Record<string, string>, boolean, string | null]>([
    [
      'behind the proxy: first forwarded hop',
      { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
      true,
      '203.0.113.9',
    ],
    ['behind the proxy: x-real-ip', { 'x-real-ip': '203.0.113.10' }, true, '203.0.113.10'],
    ['behind the proxy: nothing sent', {}, true, null],
    ['no proxy: forwarded headers are ignored', { 'x-forwarded-for': '203.0.113.9' }, false, null],
    [
      'no proxy: the socket address from our server',
      { [CLIENT_ADDRESS_HEADER]: '192.0.2.4' },
      false,
      '192.0.2.4',
    ],
  ])('%s', (_label, values, trustProxy, expected) => {
    expect(readClientAddress(headers(values), trustProxy)).toBe(expected)
  })
})

describe('stampClientAddress', () => {
  test('overwrites a value sent by the client with the socket address', () => {
    const socket = new Socket()
    Object.defineProperty(socket, 'remoteAddress', { value: '192.0.2.7' })
    const request = new IncomingMessage(socket)
    request.headers[CLIENT_ADDRESS_HEADER] = '10.9.9.9'
    stampClientAddress(request)
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe('192.0.2.7')
  })
})
