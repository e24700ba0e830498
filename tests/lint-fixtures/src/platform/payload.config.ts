// Must pass: the assembly point of the areas' collections.
import { alphaCollection } from '../features/alpha/cms/collection'

export const config = { collections: [alphaCollection] }
