import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { uploadedFileHeaders } from '@/platform/security/headers'

import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

const scriptedSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
)
const plainSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="gold"/></svg>',
)

function upload(data: Buffer, mimetype: string, name: string) {
  return ctx.payload.create({
    collection: 'media',
    locale: 'fr',
    data: { alt: 'Test' },
    file: { data, mimetype, name, size: data.length },
  })
}

function storedFiles(): string[] {
  const dir = path.join(ctx.dataDir, 'media')
  return existsSync(dir) ? readdirSync(dir) : []
}

describe('media uploads (docs/decisions/0021-uploaded-files.md)', () => {
  test.each([
    ['an SVG with a script', scriptedSvg, 'image/svg+xml', 'logo.svg'],
    ['a plain SVG', plainSvg, 'image/svg+xml', 'logo.svg'],
    ['an SVG sent as a PNG', plainSvg, 'image/png', 'logo.png'],
    ['an SVG with a script sent as a JPEG', scriptedSvg, 'image/jpeg', 'photo.jpg'],
  ])('refuses %s and stores nothing', async (_, data, mimetype, name) => {
    await expect(upload(data, mimetype, name)).rejects.toThrow()
    expect(storedFiles().filter((file) => file.startsWith(name.split('.')[0]!))).toEqual([])
    const { totalDocs } = await ctx.payload.count({ collection: 'media' })
    expect(totalDocs).toBe(0)
  })

  test('accepts a photo, stored with its resized versions', async () => {
    const data = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c99a3c' },
    })
      .jpeg()
      .toBuffer()
    const media = await upload(data, 'image/jpeg', 'photo.jpg')
    expect(media.mimeType).toBe('image/jpeg')
    expect(storedFiles()).toContain('photo.jpg')
  })

  test('every served image forbids script and sniffing; PDFs keep their viewer', () => {
    const collections = ctx.payload.collections
    for (const [slug, kind] of [
      ['media', 'image'],
      ['documents', 'pdf'],
    ] as const) {
      const modify = collections[slug].config.upload.modifyResponseHeaders
      expect(modify, slug).toBeTypeOf('function')
      const headers = new Headers({ 'Content-Type': 'image/svg+xml' })
      const result = modify!({ headers }) ?? headers
      expect(Object.fromEntries(result.entries())).toMatchObject(
        Object.fromEntries(
          Object.entries(uploadedFileHeaders(kind)).map(([k, v]) => [k.toLowerCase(), v]),
        ),
      )
    }
    expect(uploadedFileHeaders('image')['Content-Security-Policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
  })
})
