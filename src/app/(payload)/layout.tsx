/* Payload admin root layout (kept as Payload generates it, plus the serverFunction it needs). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'
import { z } from 'zod'

import { acceptActionArguments } from '@/platform/http/action-scope'

import { importMap } from './admin/importMap.js'
import './custom.scss'

type Args = { children: React.ReactNode }

/** What the admin's client sends its server function: `{ name, args }` (ADR 0042). */
const ServerFunctionArguments = z.tuple([
  z.object({ name: z.string().max(200), args: z.record(z.string(), z.unknown()).optional() }),
])

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  acceptActionArguments(ServerFunctionArguments, [args])
  return handleServerFunctions({ ...args, config, importMap })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
