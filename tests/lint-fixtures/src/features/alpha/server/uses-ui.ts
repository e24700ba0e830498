// Must fail twice: server code importing view code (its area's ui/, then the design system).
import { formatLabel } from '../ui/format'
import { badgeClass } from '../../../ui/badge'

export const mailLine = (label: string) => `${formatLabel(label)} ${badgeClass}`
