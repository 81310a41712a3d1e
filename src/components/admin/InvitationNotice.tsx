'use client'
import { useEffect } from 'react'
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { pick, tr } from '@/i18n/locales'

const notice = tr(
  'A senha não é definida aqui: ao salvar, o usuário recebe por e-mail um link para escolher a própria senha.',
  'La contraseña no se define aquí: al guardar, el usuario recibe por correo un enlace para elegir su propia contraseña.',
  'The password is not set here: on save, the user receives an email with a link to choose their own password.',
)

/** Types a value into an input the way a person would, so the field's own handlers see it. */
function typeInto(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setValue?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * On the "new user" screen, hides Payload's password inputs and fills them with a
 * throwaway value that the server replaces anyway, so the admin never types one
 * and the member chooses their own through the emailed link.
 */
export function InvitationNotice() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()

  useEffect(() => {
    if (id) return
    const throwaway = `${crypto.randomUUID()}${crypto.randomUUID()}`
    // The inputs mount after this component; keep them filled if the form resets them.
    const timer = window.setInterval(() => {
      for (const selector of ['#field-password', '#field-confirm-password']) {
        const input = document.querySelector<HTMLInputElement>(selector)
        if (input && input.value !== throwaway) typeInto(input, throwaway)
      }
    }, 250)
    return () => window.clearInterval(timer)
  }, [id])

  if (id) return null
  return (
    <>
      <style>{'.auth-fields__changing-password{display:none}'}</style>
      <p className="invitation-notice" role="note">
        {pick(notice, i18n.language)}
      </p>
    </>
  )
}
