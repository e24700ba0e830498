import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
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

export function revalidateGlobal(tags: () => string[]): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    if (!req.context.skipRevalidation) revalidateTags(tags())
    return doc
  }
}
