import { attributeChunk } from './chunk-sources.ts'
for (const u of process.argv.slice(2)) {
  const url = 'http://localhost:3200/_next/static/chunks/' + u
  const code = await (await fetch(url)).text()
  const m = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
  const map = await (await fetch(new URL(m!, url).href)).json()
  const bytes = [...attributeChunk(code, map)].sort((a, b) => b[1] - a[1])
  console.log('==', u, code.length)
  for (const [s, n] of bytes.slice(0, 40)) console.log(String(n).padStart(7), s.replace(/^.*node_modules\//, 'nm/'))
}
