/**
 * The shapes of an SVG drawn by the barcode library, read back as data so the page renders them
 * as React elements: no markup string is ever injected into the page. Only what the library
 * draws is kept (paths of moves and lines, fill, stroke); anything else is dropped.
 */
export type SvgPath = {
  d: string
  fill?: string
  stroke?: string
  strokeWidth?: number
  fillRule?: 'evenodd' | 'nonzero'
}

export type SvgShapes = { width: number; height: number; paths: SvgPath[] }

const PATH_DATA = /^[MLHVZmlhvz0-9.,\s-]+$/
const COLOUR = /^#[0-9a-fA-F]{3,8}$/

function readAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const match of tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
    attributes.set(match[1]!, match[2]!)
  }
  return attributes
}

export function readSvgShapes(svg: string): SvgShapes {
  const open = /<svg\b([^>]*)>/.exec(svg)
  const viewBox = open ? readAttributes(open[1]!).get('viewBox') : undefined
  const box = (viewBox ?? '').trim().split(/\s+/).map(Number)
  if (
    box.length !== 4 ||
    box.some((value) => !Number.isFinite(value)) ||
    box[0] !== 0 ||
    box[1] !== 0
  ) {
    throw new Error('barcode: unexpected SVG frame')
  }
  const paths: SvgPath[] = []
  for (const match of svg.matchAll(/<path\b([^>]*?)\/?>/g)) {
    const attributes = readAttributes(match[1]!)
    const d = attributes.get('d')
    if (!d || !PATH_DATA.test(d)) continue
    const fill = attributes.get('fill')
    const stroke = attributes.get('stroke')
    const strokeWidth = Number(attributes.get('stroke-width'))
    const fillRule = attributes.get('fill-rule')
    paths.push({
      d,
      ...(fill && COLOUR.test(fill) ? { fill } : {}),
      ...(stroke && COLOUR.test(stroke) ? { stroke } : {}),
      ...(Number.isFinite(strokeWidth) && strokeWidth > 0 ? { strokeWidth } : {}),
      ...(fillRule === 'evenodd' || fillRule === 'nonzero' ? { fillRule } : {}),
    })
  }
  return { width: box[2]!, height: box[3]!, paths }
}
