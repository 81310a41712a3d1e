'use client'

import { useEffect, useId, useState, type ReactNode } from 'react'

export type RegistryPanel = { code: string; label: string; content: ReactNode }

/**
 * Registry picker: every registry's details are rendered on the server (the
 * page stays static); the picker shows one, and keeps it in the address (#code)
 * so a choice can be shared and survives a language switch.
 */
export function RegistryPicker({
  panels,
  label,
  prompt,
  hint,
}: {
  panels: RegistryPanel[]
  label: string
  prompt: string
  hint: string
}) {
  const selectId = useId()
  const [code, setCode] = useState('')

  useEffect(() => {
    const fromHash = () => {
      const wanted = decodeURIComponent(window.location.hash.slice(1))
      setCode(panels.some((panel) => panel.code === wanted) ? wanted : '')
    }
    fromHash()
    window.addEventListener('hashchange', fromHash)
    return () => window.removeEventListener('hashchange', fromHash)
  }, [panels])

  const choose = (next: string) => {
    setCode(next)
    window.history.replaceState(
      null,
      '',
      next ? `#${encodeURIComponent(next)}` : window.location.pathname + window.location.search,
    )
  }

  const selected = panels.find((panel) => panel.code === code)
  return (
    <div className="space-y-6">
      <div className="max-w-md">
        <label htmlFor={selectId} className="mb-1 block font-semibold text-slate-900">
          {label}
        </label>
        <select
          id={selectId}
          value={code}
          onChange={(event) => choose(event.target.value)}
          className="field-input"
          data-testid="registry-picker"
        >
          <option value="">{prompt}</option>
          {panels.map((panel) => (
            <option key={panel.code} value={panel.code}>
              {panel.label}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite">
        {selected ? selected.content : <p className="text-slate-600">{hint}</p>}
      </div>
    </div>
  )
}
