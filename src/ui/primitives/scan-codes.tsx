import { toSVG } from 'bwip-js/generic'

import { readSvgShapes, type SvgShapes } from './svg-shapes'

/**
 * A card number as codes a casino or hotel desk scans from the member's phone, drawn on the server as
 * SVG (sharp at any size, nothing to download): a QR code and a Code 128. Black on white with
 * quiet zones (4 modules around the QR code, 10 either side of the bars), whatever the page's
 * theme, for contrast.
 */
function CodeSvg({
  shapes,
  label,
  className,
  stretch,
}: {
  shapes: SvgShapes
  label: string
  className: string
  stretch?: boolean
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${shapes.width} ${shapes.height}`}
      preserveAspectRatio={stretch ? 'none' : 'xMidYMid meet'}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={shapes.width} height={shapes.height} fill="#ffffff" />
      {shapes.paths.map((path, index) => (
        <path
          key={index}
          d={path.d}
          fill={path.fill ?? (path.stroke ? 'none' : '#000000')}
          fillRule={path.fillRule}
          stroke={path.stroke}
          strokeWidth={path.strokeWidth}
        />
      ))}
    </svg>
  )
}

export function CardQrCode({ cardNumber, label }: { cardNumber: string; label: string }) {
  const shapes = readSvgShapes(toSVG({ bcid: 'qrcode', text: cardNumber, scale: 1, padding: 8 }))
  return <CodeSvg shapes={shapes} label={label} className="block aspect-square w-full max-w-64" />
}

export function CardBarcode({ cardNumber, label }: { cardNumber: string; label: string }) {
  const shapes = readSvgShapes(
    toSVG({ bcid: 'code128', text: cardNumber, scale: 1, height: 15, paddingwidth: 10 }),
  )
  return <CodeSvg shapes={shapes} label={label} stretch className="block h-24 w-full max-w-md" />
}
