'use client'

import dynamic from 'next/dynamic'

import { deferredIsland } from '@/ui/primitives/deferred-island'

/**
 * The forms in their own chunks: all CMS pages share one route, so their client code imported
 * directly would be downloaded by every page (ADR 0016). Still rendered on the server.
 */
export const ContactForm = dynamic(() => import('../contact-form').then((m) => m.ContactForm))
/**
 * The newsletter form sits at the foot of a page (the home page's last block): its code, the
 * captcha's among it, loads when it comes near the viewport or is touched, not with the page
 * (ADR 0074).
 */
export const NewsletterForm = deferredIsland(() =>
  import('../newsletter-form').then((m) => m.NewsletterForm),
)
