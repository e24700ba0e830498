// Must fail: a framework in domain code, and domain code reaching its own server layer.
import { cache } from 'react'

import { readAlpha } from '../server/reader'

export const rule = cache(() => readAlpha())
