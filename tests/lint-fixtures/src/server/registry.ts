// Must fail: only src/payload.config.ts reads the manifests; may use an area's index.ts.
import { alphaManifest } from '../features/alpha/manifest'
import { readAlpha } from '../features/alpha'

export const registry = [alphaManifest, readAlpha]
