import { render } from '@react-email/render'

import type { Locale } from '../../i18n/locales'
import type { MailBlock, MailContent } from './content'
import { mailFooter, type MailFooter } from './footer'
import { MailLayout } from './layout'

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text
    case 'facts':
      return block.lines.join('\n')
    case 'action':
    case 'link':
      return `${block.label}\n${block.href}`
  }
}

/** The text part: the same content, each link's URL on its own line, and the same footer. */
export function mailText(content: MailContent, footer: MailFooter): string {
  return [
    content.greeting,
    ...content.blocks.map(blockText),
    content.signature,
    ['--', ...footer.lines, `${footer.reason} ${footer.site.href}`].join('\n'),
  ].join('\n\n')
}

/**
 * One mail's HTML and text parts, in the reader's language, through the one branded layout.
 * Rendered on the server only (react-email renders to a string: no script reaches the mail).
 */
export async function composeMail(
  locale: Locale,
  content: MailContent,
): Promise<{ html: string; text: string }> {
  const footer = mailFooter(locale)
  const html = await render(<MailLayout locale={locale} content={content} footer={footer} />)
  return { html, text: mailText(content, footer) }
}
