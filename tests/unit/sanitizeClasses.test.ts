import { describe, expect, it } from 'vitest'
import { sanitize } from '@/lib/sanitize'

describe('classes in sanitised HTML', () => {
  it('drops every class that could position or layer a box', () => {
    const out = sanitize(
      '<div class="fixed inset-0 z-50 absolute sticky top-0 -translate-x-full h-screen w-screen bg-white">x</div>',
    )
    expect(out).toBe('<div>x</div>')
  })

  it('keeps the short list of prose classes', () => {
    expect(sanitize('<p class="text-center font-bold fixed">Olá</p>')).toBe(
      '<p class="text-center font-bold">Olá</p>',
    )
  })
})
