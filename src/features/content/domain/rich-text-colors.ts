/**
 * Text colours editors may apply. The renderer maps a colour key to a CSS class of the design
 * system rather than trusting inline styles from stored content.
 */
export const richTextColors = {
  gold: { label: 'Or', css: { color: 'var(--color-gold-400)' }, className: 'rt-color-gold' },
  ruby: { label: 'Rubis', css: { color: 'var(--color-ruby-400)' }, className: 'rt-color-ruby' },
  emerald: {
    label: 'Émeraude',
    css: { color: 'var(--color-emerald-400)' },
    className: 'rt-color-emerald',
  },
  muted: { label: 'Atténué', css: { color: 'var(--color-ink-300)' }, className: 'rt-color-muted' },
} as const

export type RichTextColor = keyof typeof richTextColors

export function isRichTextColor(value: unknown): value is RichTextColor {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(richTextColors, value)
}
