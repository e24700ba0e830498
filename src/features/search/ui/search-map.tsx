'use client'

import dynamic from 'next/dynamic'

import type { MapMarker } from './map-types'

type Props = {
  markers: MapMarker[]
  tileUrl: string
  attribution: string
  strings: { label: string; loading: string; tilesFailed: string }
}

// Leaflet (~40 KB gzip) and its CSS are a separate chunk, fetched only when the map view is shown.
const LeafletMap = dynamic(() => import('./leaflet-map'), {
  ssr: false,
  loading: () => <div className="h-[55vh] min-h-72 w-full animate-pulse rounded-xl bg-ink-900" />,
})

export function SearchMap({ markers, tileUrl, attribution, strings }: Props) {
  return (
    <LeafletMap
      markers={markers}
      tileUrl={tileUrl}
      attribution={attribution}
      label={strings.label}
      tilesFailed={strings.tilesFailed}
    />
  )
}
