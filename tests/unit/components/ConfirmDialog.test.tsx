// @vitest-environment happy-dom
import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ConfirmDialogProvider,
  useConfirm,
  type ConfirmOptions,
} from '@/components/site/feedback/ConfirmDialog'
import pt from '@/i18n/messages/pt.json'

// React checks for this flag before it lets act() flush updates outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement
const asker: { ask?: (options: ConfirmOptions) => Promise<boolean> } = {}

/** Hands the dialog's `confirm` to the test, as a page component would call it. */
function Asker() {
  const confirm = useConfirm()
  useEffect(() => {
    asker.ask = confirm
  }, [confirm])
  return null
}

beforeEach(async () => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root.render(
      <NextIntlClientProvider locale="pt" messages={pt}>
        <ConfirmDialogProvider>
          <Asker />
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
const buttons = () => [...(dialog()?.querySelectorAll('button') ?? [])].map((b) => b.textContent)
const press = async (label: string) => {
  const button = [...(dialog()?.querySelectorAll('button') ?? [])].find(
    (b) => b.textContent === label,
  )
  if (!button) throw new Error(`no "${label}" button in the dialog`)
  await act(async () => button.click())
}

/** Opens the dialog; `answer` settles when the visitor answers. */
async function open(options: ConfirmOptions): Promise<{ answer: Promise<boolean> }> {
  let answer!: Promise<boolean>
  await act(async () => {
    answer = asker.ask!(options)
  })
  // The dialog's code is fetched with the first question.
  await vi.waitFor(async () => {
    await act(async () => {})
    expect(dialog()).not.toBeNull()
  })
  return { answer }
}

describe('the confirm dialog', () => {
  it('resolves true on confirm and false on cancel', async () => {
    const { answer: confirmed } = await open({ title: 'Sair?', confirmLabel: 'Sair' })
    expect(buttons()).toEqual(['Cancelar', 'Sair'])
    await press('Sair')
    expect(await confirmed).toBe(true)
    expect(dialog()).toBeNull()

    const { answer: cancelled } = await open({ title: 'Sair?' })
    expect(buttons()).toEqual(['Cancelar', 'Confirmar'])
    await press('Cancelar')
    expect(await cancelled).toBe(false)
  })

  it('has only a close button in its alert type, and closing resolves false', async () => {
    const { answer } = await open({
      title: 'Aviso',
      message: 'Arquivo grande demais.',
      type: 'alert',
    })
    expect(dialog()?.getAttribute('role')).toBe('alertdialog')
    expect(buttons()).toEqual(['Fechar'])
    await press('Fechar')
    expect(await answer).toBe(false)
    expect(dialog()).toBeNull()
  })
})
