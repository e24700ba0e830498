// Must fail: platform code importing a business area.
import { readAlpha } from '../features/alpha'

export const platformReads = () => readAlpha()
