import { describe, expect, test } from 'vitest'

import { imageAttributes, trimSources } from './image-attributes'

const set = (...widths: number[]) => widths.map((width) => `/i?w=${width} ${width}w`).join(', ')

describe('trimSources', () => {
  test.each([
    {
      name: 'a small file stops at the first width covering it',
      fileWidth: 480,
      kept: [256, 384, 640],
    },
    { name: 'a width equal to the file’s is the last one', fileWidth: 640, kept: [256, 384, 640] },
    {
      name: 'a file wider than every entry keeps them all',
      fileWidth: 4000,
      kept: [256, 384, 640, 1080, 1920],
    },
    { name: 'a file narrower than the first entry keeps that one', fileWidth: 100, kept: [256] },
  ])('$name', ({ fileWidth, kept }) => {
    const img = { src: '/i?w=1920', srcSet: set(256, 384, 640, 1080, 1920), sizes: '100vw' }
    const trimmed = trimSources(img, fileWidth)
    expect(trimmed.srcSet).toBe(set(...kept))
    expect(trimmed.src).toBe(`/i?w=${kept.at(-1)}`)
    expect(trimmed.sizes).toBe('100vw')
  })

  test.each([
    { name: 'no file width', fileWidth: null, srcSet: set(256, 1920) },
    { name: 'a zero file width', fileWidth: 0, srcSet: set(256, 1920) },
    { name: 'density descriptors', fileWidth: 300, srcSet: '/i?w=640 1x, /i?w=1080 2x' },
  ])('left as given: $name', ({ fileWidth, srcSet }) => {
    const img = { src: '/i?w=1920', srcSet }
    expect(trimSources(img, fileWidth)).toEqual(img)
  })
})

describe('imageAttributes', () => {
  test('next/image’s sources for a 480 px card stop at 640 w, served as src', () => {
    const props = {
      src: '/api/cms/media/file/card.webp',
      alt: 'Carte',
      width: 480,
      height: 320,
      sizes: '(min-width: 1024px) 33vw, 100vw',
    }
    const full = imageAttributes(props)
    const img = imageAttributes(props, 480)
    const widths = (srcSet: string | undefined) =>
      (srcSet ?? '').split(', ').map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)))
    expect(Math.max(...widths(full.srcSet))).toBeGreaterThan(640)
    expect(widths(img.srcSet).at(-1)).toBe(640)
    expect(widths(img.srcSet)).toEqual(widths(full.srcSet).filter((width) => width <= 640))
    expect(img.src).toBe('/_next/image?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2Fcard.webp&w=640&q=75')
    expect(img.loading).toBe('lazy')
  })
})
