import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { CSSProperties, ReactNode } from 'react'

import type { Locale } from '../../i18n/locales'
import type { MailBlock, MailContent } from './content'
import type { MailFooter } from './footer'

/**
 * The brand's mail: the site's colours (ink, ivory, gold: src/ui/styles/globals.css) with inline
 * styles, since mail clients drop style sheets. The wordmark is text, so the mail reads the same
 * with images blocked; contrast stays ≥ 4.5:1 (ink on ivory, gold-600 links).
 */
const colors = {
  ink950: '#0b0a10',
  ink700: '#2a2738',
  ink500: '#5b5670',
  ivory50: '#fcfaf4',
  ivory100: '#f7f2e7',
  gold300: '#eccd7c',
  gold600: '#8f6f27',
} as const

const font = "Georgia, 'Times New Roman', serif"
const sans = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

const styles = {
  body: { backgroundColor: colors.ivory100, margin: 0, padding: '24px 0', fontFamily: sans },
  container: { maxWidth: '600px', backgroundColor: colors.ivory50, borderRadius: '8px' },
  header: { backgroundColor: colors.ink950, borderRadius: '8px 8px 0 0', padding: '20px 32px' },
  wordmark: {
    margin: 0,
    color: colors.gold300,
    fontFamily: font,
    fontSize: '26px',
    letterSpacing: '0.3em',
  },
  tagline: { margin: '4px 0 0', color: colors.ivory100, fontSize: '13px' },
  main: { padding: '28px 32px 8px' },
  heading: { margin: '0 0 16px', color: colors.ink950, fontFamily: font, fontSize: '24px' },
  text: { margin: '0 0 14px', color: colors.ink700, fontSize: '16px', lineHeight: '24px' },
  facts: {
    margin: '4px 0 18px',
    padding: '12px 16px',
    borderLeft: `3px solid ${colors.gold600}`,
    backgroundColor: colors.ivory100,
  },
  fact: { margin: '2px 0', color: colors.ink950, fontSize: '15px', lineHeight: '22px' },
  button: {
    backgroundColor: colors.ink950,
    color: colors.gold300,
    borderRadius: '6px',
    padding: '12px 22px',
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
  },
  link: { color: colors.gold600, textDecoration: 'underline' },
  note: { margin: '0 0 14px', color: colors.ink500, fontSize: '14px', lineHeight: '20px' },
  footer: { padding: '0 32px 24px' },
  small: { margin: '0 0 8px', color: colors.ink500, fontSize: '12px', lineHeight: '18px' },
} satisfies Record<string, CSSProperties>

/** Keeps the line breaks of a translated message. */
function lines(text: string): ReactNode {
  const parts = text.split('\n')
  return parts.map((part, index) => (
    <span key={index}>
      {part}
      {index < parts.length - 1 ? <br /> : null}
    </span>
  ))
}

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={styles.text}>{lines(block.text)}</Text>
    case 'facts':
      return (
        <Section style={styles.facts}>
          {block.lines.map((line) => (
            <Text key={line} style={styles.fact}>
              {line}
            </Text>
          ))}
        </Section>
      )
    case 'action':
      return (
        <Section style={{ margin: '8px 0 20px' }}>
          <Button href={block.href} style={styles.button}>
            {block.label}
          </Button>
        </Section>
      )
    case 'link':
      return (
        <Text style={styles.text}>
          <Link href={block.href} style={styles.link}>
            {block.label}
          </Link>
        </Text>
      )
    case 'note':
      return <Text style={styles.note}>{lines(block.text)}</Text>
  }
}

export function MailLayout({
  locale,
  content,
  footer,
}: {
  locale: Locale
  content: MailContent
  footer: MailFooter
}) {
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <title>{content.heading}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.wordmark}>{footer.brand}</Text>
            <Text style={styles.tagline}>{footer.tagline}</Text>
          </Section>
          <Section style={styles.main}>
            <Heading as="h1" style={styles.heading}>
              {content.heading}
            </Heading>
            <Text style={styles.text}>{content.greeting}</Text>
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
            <Text style={styles.text}>{lines(content.signature)}</Text>
          </Section>
          <Section style={styles.footer}>
            {/* Inside the padded footer: an <hr> is 100 % wide, so a side margin would overflow
                a phone's screen. */}
            <Hr style={{ borderColor: colors.ivory100, margin: '8px 0 16px' }} />
            {footer.lines.map((line) => (
              <Text key={line} style={styles.small}>
                {line}
              </Text>
            ))}
            <Text style={styles.small}>
              {footer.reason}{' '}
              <Link href={footer.site.href} style={styles.link}>
                {footer.site.label}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
