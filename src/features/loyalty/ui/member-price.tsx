'use client'

import { useEffect, useState } from 'react'

import { loadMemberBenefits } from './member-benefits-client'
import {
  describeMemberPrice,
  type MemberBenefits,
  type MemberPriceRequest,
} from './member-price-model'

/**
 * A logged-in member's own price on a cached public page (show, restaurant). The server renders
 * nothing here, so the cached HTML is the same for everyone; in the browser, a member's island
 * asks init for the status and shows 'Your Gold price: €36.00'. Visitors see nothing and send no
 * request.
 */
type Props = MemberPriceRequest & { className?: string }

export function MemberPrice(props: Props) {
  const [benefits, setBenefits] = useState<MemberBenefits | null>(null)
  useEffect(() => {
    let live = true
    void loadMemberBenefits().then((loaded) => {
      if (live) setBenefits(loaded)
    })
    return () => {
      live = false
    }
  }, [])
  const text = benefits ? describeMemberPrice(props, benefits) : null
  if (!text) return null
  return (
    <p className={props.className ?? 'font-semibold text-gold-200'} data-member-price="">
      {text}
    </p>
  )
}
