// Must pass: the composition root reads every area's manifest.
import { alphaManifest } from './features/alpha/manifest'

export const config = { collections: [...alphaManifest.collections] }
