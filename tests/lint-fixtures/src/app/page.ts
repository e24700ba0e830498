// Must fail: routes never import collections (payload.config.ts assembles them); may use server/.
import { alphaCollection } from '../features/alpha/cms/collection'
import { readAlpha } from '../features/alpha/server/reader'

export const page = () => [alphaCollection, readAlpha()]
