import type { ComponentType } from 'react'

import { ContactFormBlockView } from './blocks/contact-form-block'
import { NewsletterSignupBlockView } from './blocks/newsletter-block'

/** The forms area's blocks by block type, for the content area's block registry. */
export const formBlockViews: Record<string, ComponentType<never>> = {
  contactForm: ContactFormBlockView,
  newsletterSignup: NewsletterSignupBlockView,
}
