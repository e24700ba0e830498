#!/usr/bin/env node
// Import cycles between the project's modules (ADR 0076): `npm run lint` runs it after ESLint and
// scripts/import-cycles.test.ts holds the project to none. It replaces ESLint's import/no-cycle,
// which took 80 % of the lint's time (103 s of 128 s here) resolving every file's imports again.
//
// Counted as ESLint's rule counted them (ADR 0019, 0048): static imports and re-exports between
// our own files; not type-only imports (`import type`, or every name marked `type`), which leave
// nothing at run time, nor `import()`, which loads when called, not when the module loads.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
/** Folders of the checkout holding no module of ours (the lint fixtures are cycles on purpose). */
const SKIPPED = new Set([
  'data',
  'test-results',
  'playwright-report',
  'tests/lint-fixtures',
  'bench/results',
  '.e2e-data',
])
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx']

/** The project's source files under root (declaration files and generated types left out). */
export function sourceFiles(root) {
  const files = []
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === '.git' || name.startsWith('.next')) continue
      const file = path.join(dir, name)
      if (SKIPPED.has(path.relative(root, file).split(path.sep).join('/'))) continue
      if (statSync(file).isDirectory()) walk(file)
      else if (SOURCE.test(name) && !name.endsWith('.d.ts') && name !== 'payload-types.ts')
        files.push(file)
    }
  }
  walk(root)
  return files
}

/** The specifiers a module needs loaded before it runs: value imports and re-exports. */
export function valueImports(file, text = readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const specifiers = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.isTypeOnly) continue
      const named = clause?.namedBindings
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly)
      if (onlyTypes) continue
      specifiers.push(statement.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue
      const clause = statement.exportClause
      if (
        clause &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((element) => element.isTypeOnly)
      )
        continue
      specifiers.push(statement.moduleSpecifier.text)
    }
  }
  return specifiers
}

/** The file a specifier names, or null for a package (tsconfig's two aliases are ours). */
export function resolveImport(root, from, specifier) {
  let base
  if (specifier === '@payload-config') base = path.join(root, 'src/payload.config.ts')
  else if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension)]
  // `./x.js` written for a TypeScript file.
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'))
  return (
    candidates.find(
      (candidate) =>
        existsSync(candidate) && statSync(candidate).isFile() && SOURCE.test(candidate),
    ) ?? null
  )
}

/**
 * Every import cycle among the files, as lists of paths relative to root (one per strongly
 * connected group of modules, in the order the imports run, starting from its first file).
 */
export function findImportCycles(root, files = sourceFiles(root)) {
  const known = new Set(files)
  const graph = new Map()
  for (const file of files) {
    const targets = new Set()
    for (const specifier of valueImports(file)) {
      const target = resolveImport(root, file, specifier)
      if (target && target !== file) targets.add(target)
    }
    graph.set(
      file,
      [...targets].filter((target) => known.has(target)),
    )
  }
  // Tarjan's strongly connected components, iterative (a deep import chain is no stack risk).
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const groups = []
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue
    const work = [[start, 0]]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const [node, next] = frame
      const targets = graph.get(node) ?? []
      if (next < targets.length) {
        frame[1] = next + 1
        const target = targets[next]
        if (!index.has(target)) {
          index.set(target, counter)
          low.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push([target, 0])
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)))
        }
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work[work.length - 1][0]
        low.set(parent, Math.min(low.get(parent), low.get(node)))
      }
      if (low.get(node) === index.get(node)) {
        const group = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          group.push(member)
        } while (member !== node)
        if (group.length > 1) groups.push(group)
      }
    }
  }
  return groups.map((group) =>
    cycleThrough(graph, new Set(group)).map((file) => path.relative(root, file)),
  )
}

/** One cycle through a group's first file (breadth-first, so the shortest one). */
function cycleThrough(graph, group) {
  const first = [...group].sort()[0]
  const previous = new Map([[first, null]])
  const queue = [first]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const target of graph.get(node) ?? []) {
      if (!group.has(target)) continue
      if (target === first) {
        const cycle = [node]
        for (let step = previous.get(node); step; step = previous.get(step)) cycle.unshift(step)
        return cycle
      }
      if (!previous.has(target)) {
        previous.set(target, node)
        queue.push(target)
      }
    }
  }
  return [...group]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const cycles = findImportCycles(root)
  for (const cycle of cycles) console.error(`✗ Import cycle: ${[...cycle, cycle[0]].join(' → ')}`)
  if (cycles.length > 0) {
    console.error(
      '\nBreak each cycle (a type-only import, or a dynamic import where a module loads late).',
    )
    process.exit(1)
  }
}
