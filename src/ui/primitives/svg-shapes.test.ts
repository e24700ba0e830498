import { toSVG } from 'bwip-js/generic'
import { describe, expect, test } from 'vitest'

import { readSvgShapes } from './svg-shapes'

describe('readSvgShapes: the barcode library’s drawing as data', () => {
  test('a QR code: one even-odd path in a square frame', () => {
    const shapes = readSvgShapes(toSVG({ bcid: 'qrcode', text: '5000000001', scale: 1 }))
    expect(shapes.width).toBe(shapes.height)
    expect(shapes.paths).toHaveLength(1)
    expect(shapes.paths[0]).toMatchObject({ fillRule: 'evenodd' })
    expect(shapes.paths[0]!.d).toMatch(/^M[\d.]+ [\d.]+L/)
  })

  test('a Code 128: bars drawn as strokes of a few widths', () => {
    const shapes = readSvgShapes(
      toSVG({ bcid: 'code128', text: '5000000001', scale: 1, height: 15 }),
    )
    expect(shapes.paths.length).toBeGreaterThan(1)
    for (const path of shapes.paths) {
      expect(path.stroke).toBe('#000000')
      expect(path.strokeWidth).toBeGreaterThan(0)
    }
  })

  test('keeps only what the library draws', () => {
    const shapes = readSvgShapes(
      '<svg viewBox="0 0 10 10"><rect width="100%" height="100%" fill="#FFFFFF" />' +
        '<path d="M0 0L1 1Z" fill="javascript:alert(1)" onclick="x()" />' +
        '<path d="M0 0 url(#x)" /><script>alert(1)</script></svg>',
    )
    expect(shapes).toEqual({ width: 10, height: 10, paths: [{ d: 'M0 0L1 1Z' }] })
  })

  test.each(['<svg>', '<svg viewBox="0 0 x 10">', '<svg viewBox="5 0 10 10">', 'not svg'])(
    'refuses an unexpected frame: %s',
    (svg) => {
      expect(() => readSvgShapes(svg)).toThrow('unexpected SVG frame')
    },
  )
})
