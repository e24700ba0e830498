// Must pass: an area's manifest gathers its own collections.
import { alphaCollection } from './cms/collection'

export const alphaManifest = { area: 'alpha', collections: [alphaCollection] }
