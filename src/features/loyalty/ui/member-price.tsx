'use client'

import { useEffect, useState } from 'react'

import { hasMemberHint } from './member-hint'
import type { describeMemberPrice, MemberBenefits, MemberPriceRequest } from './member-price-model'

/**
 * A logged-in member's own price on a cached public page (show, restaurant). The server renders
 * nothing here, so the cached HTML is the same for everyone; in the browser, a member's island
 * asks init for the status and shows 'Your Gold price: €36.00'. Visitors see nothing, send no
 * request and load none of the code that asks and describes (ADR 0074): this part only reads the
 * member hint cookie.
 */
type Props = MemberPriceRequest & { className?: string }

type Loaded = { benefits: MemberBenefits | null; describe: typeof describeMemberPrice }

export function MemberPrice(props: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    if (!hasMemberHint(document.cookie)) return
    let live = true
    void Promise.all([import('./member-benefits-client'), import('./member-price-model')]).then(
      async ([client, model]) => {
        const benefits = await client.loadMemberBenefits()
        if (live) setLoaded({ benefits, describe: model.describeMemberPrice })
      },
    )
    return () => {
      live = false
    }
  }, [])
  const text = loaded?.benefits ? loaded.describe(props, loaded.benefits) : null
  if (!text) return null
  return (
    <p className={props.className ?? 'font-semibold text-gold-200'} data-member-price="">
      {text}
    </p>
  )
}
