import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'
import { z } from 'zod'

import {
  acceptActionArguments,
  InvalidActionArguments,
  runInActionScope,
  type ActionScope,
} from './action-scope'

const Arguments = z.tuple([z.string(), z.unknown(), z.instanceof(FormData)])

describe('acceptActionArguments', () => {
  test('arguments as our forms send them are accepted, and the request is marked so', async () => {
    const scope: ActionScope = { accepted: false }
    const form = new FormData()
    const accepted = await runInActionScope(scope, async () => {
      await Promise.resolve()
      return acceptActionArguments(Arguments, ['fr', null, form])
    })
    expect(accepted).toEqual(['fr', null, form])
    expect(scope.accepted).toBe(true)
  })

  test.each<[string, unknown[]]>([
    ['no arguments', []],
    ['numbers', [1, 2, 3]],
    ['a string for the form', ['fr', null, 'x']],
    ['an object for the locale', [{ a: 1 }, null, new FormData()]],
  ])('%s: refused, and the request stays unaccepted', (_name, args) => {
    const scope: ActionScope = { accepted: false }
    expect(() => runInActionScope(scope, () => acceptActionArguments(Arguments, args))).toThrow(
      InvalidActionArguments,
    )
    expect(scope.accepted).toBe(false)
  })

  test('outside a server request (tests, scripts) it only checks', () => {
    expect(acceptActionArguments(Arguments, ['en', undefined, new FormData()])[0]).toBe('en')
    expect(() => acceptActionArguments(Arguments, [])).toThrow(InvalidActionArguments)
  })
})

/** Every file of src/ starting with 'use server', and the exported functions it declares. */
function serverActionFiles(): { file: string; source: string }[] {
  const root = path.resolve(import.meta.dirname, '../../..')
  const files: { file: string; source: string }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const source = readFileSync(full, 'utf8')
        if (/^['"]use server['"]/.test(source) || /\n\s+['"]use server['"]/.test(source)) {
          files.push({ file: path.relative(root, full), source })
        }
      }
    }
  }
  walk(path.join(root, 'src'))
  return files
}

describe('every server action of ours checks its arguments', () => {
  // The server answers a failure before an action accepted its arguments with 400 (ADR 0042): an
  // action that never accepts them would have its own failures reported as the caller's.
  const files = serverActionFiles()

  test('there are server actions to check', () => {
    expect(files.map(({ file }) => file)).toContain('src/features/forms/server/contact-action.ts')
  })

  test.each(files.map(({ file, source }) => [file, source]))('%s', (_file, source) => {
    // A 'use server' file exports actions; an indented 'use server' starts an inline one.
    const fileActions = /^['"]use server['"]/.test(source)
      ? (source.match(/export async function \w+/g) ?? []).length
      : 0
    const inlineActions = (source.match(/\n\s+['"]use server['"]/g) ?? []).length
    const checks = (source.match(/acceptActionArguments\(/g) ?? []).length
    expect(fileActions + inlineActions).toBeGreaterThan(0)
    expect(checks).toBe(fileActions + inlineActions)
  })
})
