import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
} from 'payload'

import { revalidateTags } from '@/platform/cache/revalidate'

type WithStatus = { _status?: 'draft' | 'published' | null }

/** True when a change is visible to the public: a publish, an unpublish, or a change of a published doc. */
export function affectsPublishedContent(doc: WithStatus, previousDoc?: WithStatus | null): boolean {
  const hasDrafts = doc._status !== undefined
  if (!hasDrafts) return true
  return doc._status === 'published' || previousDoc?._status === 'published'
}

export function revalidateOnChange(tags: () => string[]): CollectionAfterChangeHook {
  return ({ doc, previousDoc, req }) => {
    if (req.context.skipRevalidation) return doc
    if (affectsPublishedContent(doc as WithStatus, previousDoc as WithStatus))
      revalidateTags(tags())
    return doc
  }
}

export function revalidateOnDelete(tags: () => string[]): CollectionAfterDeleteHook {
  return ({ doc, req }) => {
    if (!req.context.skipRevalidation) revalidateTags(tags())
    return doc
  }
}

/** afterChange/afterDelete hooks that expire the given cache tags (see platform/cache/tags.ts). */
export function revalidateHooks(tags: () => string[]): NonNullable<CollectionConfig['hooks']> {
  return {
    afterChange: [revalidateOnChange(tags)],
    afterDelete: [revalidateOnDelete(tags)],
  }
}

export function revalidateGlobal(tags: () => string[]): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    if (!req.context.skipRevalidation) revalidateTags(tags())
    return doc
  }
}
