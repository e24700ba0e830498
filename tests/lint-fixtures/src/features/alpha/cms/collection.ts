// Must pass: schema pieces are shared cms-to-cms.
import { betaField } from '../../beta/cms/fields'

export const alphaCollection = { fields: [betaField] }
