'use client'
import { useEffect } from 'react'
import { useDocumentInfo, useField, useTranslation } from '@payloadcms/ui'
import { pick, tr } from '@/i18n/locales'

const notice = tr(
  'A senha não é definida aqui: ao salvar, o usuário recebe por e-mail um link para escolher a própria senha.',
  'La contraseña no se define aquí: al guardar, el usuario recibe por correo un enlace para elegir su propia contraseña.',
  'The password is not set here: on save, the user receives an email with a link to choose their own password.',
)

/**
 * On the "new user" screen, hides Payload's password inputs and fills them with a
 * throwaway value (the server replaces it anyway), so the admin never types one.
 */
export function InvitationNotice() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const { setValue: setPassword } = useField<string>({ path: 'password' })
  const { setValue: setConfirm } = useField<string>({ path: 'confirm-password' })

  useEffect(() => {
    if (id) return
    const throwaway = `${crypto.randomUUID()}${crypto.randomUUID()}`
    setPassword(throwaway)
    setConfirm(throwaway)
  }, [id, setPassword, setConfirm])

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
