'use client'

import dynamic from 'next/dynamic'

/**
 * The forms in their own chunks: all CMS pages share one route, so their client code imported
 * directly would be downloaded by every page (ADR 0016). Still rendered on the server.
 */
export const ContactForm = dynamic(() => import('../contact-form').then((m) => m.ContactForm))
export const NewsletterForm = dynamic(() =>
  import('../newsletter-form').then((m) => m.NewsletterForm),
)
