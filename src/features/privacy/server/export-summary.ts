import { formatInstant } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator, translateKey } from '@/platform/i18n/translator'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The archive's index.html: what the copy holds, file by file, in the member's language; a page
 * that opens in any browser, offline, with no script and no outside resource.
 */
export function renderExportSummary({
  locale,
  member,
  madeAt,
  files,
}: {
  locale: Locale
  member: { firstname: string; lastname: string }
  madeAt: number
  files: readonly { name: string; count: number }[]
}): string {
  const t = getTranslator(locale, 'privacy')
  const name = `${member.firstname} ${member.lastname}`.trim()
  const rows = files
    .map(
      ({ name: file, count }) =>
        `<tr><td><a href="data/${escapeHtml(file)}.json">data/${escapeHtml(file)}.json</a></td>` +
        `<td>${escapeHtml(translateKey(locale, `privacy.parts.${file}`) ?? file)}</td>` +
        `<td class="n">${count}</td></tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('summary.title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1b1a22}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}.n{text-align:right}</style>
</head>
<body>
<h1>${escapeHtml(t('summary.title'))}</h1>
<p>${escapeHtml(t('summary.madeFor', { name, date: formatInstant(madeAt, locale, 'long') }))}</p>
<p>${escapeHtml(t('summary.explain'))}</p>
<table>
<thead><tr><th scope="col">${escapeHtml(t('summary.file'))}</th><th scope="col">${escapeHtml(t('summary.content'))}</th><th scope="col" class="n">${escapeHtml(t('summary.rows'))}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>${escapeHtml(t('summary.contact'))}</p>
</body>
</html>
`
}
