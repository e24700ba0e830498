// Must fail: ui code reaching another area's cms internals (only cms files share them).
import { alphaCollection } from '../../alpha/cms/collection'

export const leak = alphaCollection
