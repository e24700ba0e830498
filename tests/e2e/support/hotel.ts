import type { APIRequestContext } from '@playwright/test'

import { expect, staffToken } from './fixtures'

/** A hotel system's key with the stays scope, made by an administrator in the admin's API. */
export async function hotelSystemKey(request: APIRequestContext): Promise<string> {
  const headers = { Authorization: `JWT ${await staffToken(request)}` }
  const client = await request.post('/api/cms/integration-clients', {
    headers,
    data: { name: `Hotel system ${Date.now()}`, scopes: ['stays-write'] },
  })
  expect(client.ok()).toBeTruthy()
  const { doc } = (await client.json()) as { doc: { id: number } }
  const issued = await request.post(`/api/cms/integration-clients/${doc.id}/new-key`, { headers })
  expect(issued.ok()).toBeTruthy()
  return ((await issued.json()) as { key: string }).key
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** The hotels' system posts ten nights for a guest: Infiniment at once. */
export async function postTenNights(request: APIRequestContext, email: string) {
  const key = await hotelSystemKey(request)
  const posted = await request.post('/api/integration/v1/stays', {
    headers: { authorization: `Bearer ${key}` },
    data: {
      stayId: `${email}-ten`,
      hotel: 'Hôtel Atout Croisette',
      guest: { email },
      arrival: day(-12),
      departure: day(-2),
    },
  })
  expect(posted.status()).toBe(201)
}
