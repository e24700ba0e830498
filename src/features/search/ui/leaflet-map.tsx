'use client'

import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import { useEffect, useRef, useState } from 'react'

import type { MapMarker } from './map-types'

type Props = {
  markers: MapMarker[]
  tileUrl: string
  attribution: string
  label: string
  tilesFailed: string
}

// Metropolitan France, when there is nothing to frame.
const FRANCE: L.LatLngExpression = [46.6, 2.4]

/** A popup's content built with DOM APIs: titles come from the CMS and are never parsed as HTML. */
function popupContent(marker: MapMarker): HTMLElement {
  const wrapper = document.createElement('div')
  const link = document.createElement('a')
  link.href = marker.href
  link.textContent = marker.title
  link.className = 'font-semibold underline'
  wrapper.append(link)
  if (marker.subtitle) {
    const line = document.createElement('div')
    line.textContent = marker.subtitle
    wrapper.append(line)
  }
  return wrapper
}

/**
 * The Leaflet map, loaded only when the map view is chosen. Markers are vector circles (no marker
 * images to resolve). When tiles cannot load (offline, blocked host) the markers still show and a
 * notice says so; the list beside the map carries the same places for everyone.
 */
export default function LeafletMap({ markers, tileUrl, attribution, label, tilesFailed }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const map = L.map(element, { scrollWheelZoom: false })
    L.tileLayer(tileUrl, { attribution, maxZoom: 18 })
      .on('tileerror', () => setFailed(true))
      .addTo(map)
    const points: L.LatLngTuple[] = []
    for (const marker of markers) {
      const point: L.LatLngTuple = [marker.lat, marker.lng]
      points.push(point)
      L.circleMarker(point, {
        radius: 9,
        color: '#0b0a09',
        weight: 2,
        fillColor:
          marker.kind === 'show' ? '#e0b85c' : marker.kind === 'hotel' ? '#7fb2e5' : '#e9967a',
        fillOpacity: 0.95,
      })
        .bindPopup(() => popupContent(marker))
        .bindTooltip(marker.title)
        .addTo(map)
    }
    if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 13 })
    else if (points.length === 1 && points[0]) map.setView(points[0], 12)
    else map.setView(FRANCE, 5)
    return () => {
      map.remove()
    }
  }, [markers, tileUrl, attribution])

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={container}
        role="region"
        aria-label={label}
        data-testid="search-map"
        className="h-[55vh] min-h-72 w-full overflow-hidden rounded-xl border border-ink-700 bg-ink-900"
      />
      {failed ? (
        <p role="status" className="text-sm text-ink-300">
          {tilesFailed}
        </p>
      ) : null}
    </div>
  )
}
