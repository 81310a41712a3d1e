// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialogProvider } from '@/components/site/feedback/ConfirmDialog'
import { DeleteSavedQueryButton } from '@/components/query/DeleteSavedQueryButton'
import pt from '@/i18n/messages/pt.json'

// React checks for this flag before it lets act() flush updates outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement
const submitted = vi.fn()

beforeEach(async () => {
  submitted.mockReset()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root.render(
      <NextIntlClientProvider locale="pt" messages={pt}>
        <ConfirmDialogProvider>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              submitted()
            }}
          >
            <DeleteSavedQueryButton name="Gastrosquise 2024" />
          </form>
        </ConfirmDialogProvider>
      </NextIntlClientProvider>,
    ),
  )
})

afterEach(async () => {
  await act(async () => root.unmount())
  document.body.innerHTML = ''
})

const dialog = () => document.querySelector<HTMLElement>('[data-testid="confirm-dialog"]')

async function pressDelete() {
  const button = container.querySelector<HTMLButtonElement>(
    'button[aria-label="Excluir a consulta “Gastrosquise 2024”"]',
  )!
  await act(async () => button.click())
  // The dialog's code is fetched with the first question.
  await vi.waitFor(async () => {
    await act(async () => {})
    expect(dialog()).not.toBeNull()
  })
}

async function answer(label: string) {
  const button = [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === label)!
  await act(async () => button.click())
}

describe("a saved query's delete button", () => {
  it('asks first, and sends the form only once the member confirms', async () => {
    await pressDelete()
    expect(submitted).not.toHaveBeenCalled()
    expect(dialog()?.textContent).toContain(
      'A consulta salva será excluída; isto não pode ser desfeito.',
    )
    await answer('Cancelar')
    expect(dialog()).toBeNull()
    expect(submitted).not.toHaveBeenCalled()

    await pressDelete()
    await answer('Excluir')
    expect(submitted).toHaveBeenCalledTimes(1)
  })
})
