import { revalidateTag } from 'next/cache'

import { logger } from '../logger'

type Revalidator = (tags: readonly string[]) => void

/**
 * Expires cached content by tag. Editors expect a published change to show on the next request,
 * so content tags expire at once ({ expire: 0 }) rather than serving stale content.
 */
const nextRevalidator: Revalidator = (tags) => {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next.js server (seed script, CLI migrations) there is no cache to expire.
      logger.debug('cache tag not revalidated outside Next.js', { tag, error: String(error) })
    }
  }
}

let current: Revalidator = nextRevalidator

export function revalidateTags(tags: readonly string[]): void {
  if (tags.length > 0) current(Array.from(new Set(tags)))
}

/** Lets integration tests observe which tags a content change expires. */
export function setRevalidatorForTests(revalidator: Revalidator | null): void {
  current = revalidator ?? nextRevalidator
}
