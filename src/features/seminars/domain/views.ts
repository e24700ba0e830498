import type { CasinoRef, MediaView, RichTextValue } from '@/features/venues/domain'

import type { SeminarService } from './quote-request'

export type SeminarOfferView = {
  id: number
  slug: string
  title: string
  casino: CasinoRef
  hotel: { id: number; slug: string; name: string } | null
  summary: string | null
  description: RichTextValue
  capacity: number
  spaces: {
    name: string
    areaM2: number
    theatreCapacity: number | null
    banquetCapacity: number | null
    daylight: boolean
  }[]
  services: SeminarService[]
  dayDelegateRateCents: number | null
  brochureUrl: string | null
  images: MediaView[]
}
