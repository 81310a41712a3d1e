'use client'
import { useState } from 'react'
import { Button, toast, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { pick, tr } from '@/i18n/locales'

const texts = {
  label: tr(
    'Enviar e-mail de redefinição de senha',
    'Enviar correo de restablecimiento de contraseña',
    'Send password-reset email',
  ),
  sent: tr('E-mail enviado com sucesso!', '¡Correo enviado con éxito!', 'Email sent successfully!'),
  failed: tr(
    'Ocorreu um erro. Por favor, tente novamente mais tarde.',
    'Ocurrió un error. Por favor, inténtelo de nuevo más tarde.',
    'An error occurred. Please try again later.',
  ),
}

/** On an existing user's page: emails them a link to set a new password. */
export function SendResetButton() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const [busy, setBusy] = useState(false)
  if (!id) return null

  const send = async () => {
    setBusy(true)
    try {
      const res = await fetch(`${config.routes.api}/users/${id}/send-reset`, {
        method: 'POST',
        credentials: 'include',
      })
      if (!res.ok) throw new Error(String(res.status))
      toast.success(pick(texts.sent, i18n.language))
    } catch {
      toast.error(pick(texts.failed, i18n.language))
    } finally {
      setBusy(false)
    }
  }

  // Payload's own account buttons (change password, force unlock) are secondary, medium and
  // without outer margin; the field-type wrapper spaces it from the sidebar's other fields.
  return (
    <div className="field-type">
      <Button
        type="button"
        buttonStyle="secondary"
        size="medium"
        margin={false}
        disabled={busy}
        onClick={() => void send()}
      >
        {pick(texts.label, i18n.language)}
      </Button>
    </div>
  )
}
