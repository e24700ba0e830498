import {
  BlocksFeature,
  CodeBlock,
  FixedToolbarFeature,
  HeadingFeature,
  lexicalEditor,
  LinkFeature,
  TextStateFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { PayloadRequest } from 'payload'

import { isSafeHref } from '../domain/safe-url'
import { richTextColors } from '../domain/rich-text-colors'
import { inAdminLanguage, UNSAFE_URL_MESSAGE } from './admin-text'

/**
 * The editor editors get everywhere. Its node set is what the renderer in ui/rich-text supports:
 * paragraphs, headings h2–h4, lists, quotes, images (uploads), code blocks, links (internal/custom
 * with anchors), colours and highlight.
 */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter(
      (f) => !['heading', 'link', 'upload', 'relationship'].includes(f.key),
    ),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    LinkFeature({
      enabledCollections: ['pages'],
      fields: ({ defaultFields }) => [
        ...defaultFields.map((field) =>
          'name' in field && field.name === 'url'
            ? ({
                ...field,
                validate: (
                  value: unknown,
                  options: { req?: PayloadRequest; siblingData?: { linkType?: string } },
                ) => {
                  if (options.siblingData?.linkType === 'internal') return true
                  return typeof value === 'string' && isSafeHref(value)
                    ? true
                    : inAdminLanguage(options.req, UNSAFE_URL_MESSAGE)
                },
              } as typeof field)
            : field,
        ),
        { name: 'anchor', type: 'text', label: { fr: 'Ancre (#)', en: 'Anchor (#)' } },
      ],
    }),
    UploadFeature({
      collections: {
        media: {
          fields: [
            {
              name: 'caption',
              type: 'text',
              localized: true,
              label: { fr: 'Légende', en: 'Caption' },
            },
          ],
        },
      },
    }),
    BlocksFeature({ blocks: [CodeBlock({ defaultLanguage: 'plaintext' })] }),
    TextStateFeature({
      state: {
        color: Object.fromEntries(
          Object.entries(richTextColors).map(([key, { label, css }]) => [key, { label, css }]),
        ),
      },
    }),
    FixedToolbarFeature(),
  ],
})
