'use client'

import { useId, useState } from 'react'

export type JackpotRow = {
  id: number
  casino: string
  machineNumber: string
  machineName: string | null
  amount: string
  wonAt: string
}

type Props = {
  id: string
  rows: JackpotRow[]
  machineSearch: boolean
  strings: {
    caption: string
    machine: string
    machineHint: string
    casino: string
    amount: string
    wonAt: string
    empty: string
    noMatch: string
  }
}

/** Last jackpots; the machine-number field narrows the rows as the visitor types. */
export function JackpotTable({ id, rows, machineSearch, strings }: Props) {
  const [machine, setMachine] = useState('')
  const fieldId = useId()
  const wanted = machine.replace(/\D/g, '')
  const visible = wanted ? rows.filter((row) => row.machineNumber.includes(wanted)) : rows
  return (
    <div className="flex flex-col gap-4">
      {machineSearch ? (
        <div className="flex max-w-xs flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium text-ivory-100">
            {strings.machine}
          </label>
          <input
            id={fieldId}
            inputMode="numeric"
            maxLength={8}
            value={machine}
            onChange={(event) => setMachine(event.target.value)}
            aria-describedby={`${fieldId}-hint`}
            className="block min-h-11 w-full rounded-lg border border-ink-600 bg-ink-950 px-3.5 py-2.5 text-base text-ivory-100 hover:border-ink-500 focus-visible:border-gold-400"
          />
          <p id={`${fieldId}-hint`} className="text-sm text-ink-300">
            {strings.machineHint}
          </p>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-ink-200">{strings.empty}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-xl border border-ink-800"
          role="region"
          tabIndex={0}
          aria-labelledby={`${id}-caption`}
        >
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption id={`${id}-caption`} className="sr-only">
              {strings.caption}
            </caption>
            <thead className="bg-ink-900 text-xs tracking-widest text-ink-300 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {strings.wonAt}
                </th>
                <th scope="col" className="px-3 py-2">
                  {strings.casino}
                </th>
                <th scope="col" className="px-3 py-2">
                  {strings.machine}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {strings.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr key={row.id} className="border-t border-ink-800 text-ivory-100">
                  <td className="px-3 py-2 first-letter:uppercase">{row.wonAt}</td>
                  <td className="px-3 py-2">{row.casino}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {row.machineNumber}
                    {row.machineName ? (
                      <span className="text-ink-300"> · {row.machineName}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-right font-semibold text-gold-200 tabular-nums">
                    {row.amount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {visible.length === 0 ? (
            <p role="status" className="p-3 text-ink-200">
              {strings.noMatch}
            </p>
          ) : null}
        </div>
      )}
    </div>
  )
}
