'use client'
import { useState } from 'react'
import {
  Button,
  toast,
  useAuth,
  useConfig,
  useDocumentInfo,
  useFormFields,
  useTranslation,
} from '@payloadcms/ui'
import { pick, tr } from '@/i18n/locales'

const texts = {
  label: tr('Redefinir segundo fator', 'Restablecer segundo factor', 'Reset second factor'),
  confirm: tr(
    'Desativar o segundo fator desta pessoa? Ela entrará só com a senha até ativá-lo de novo.',
    '¿Desactivar el segundo factor de esta persona? Ingresará solo con la contraseña hasta activarlo de nuevo.',
    "Turn off this person's second factor? They will sign in with their password alone until they turn it on again.",
  ),
  done: tr('Segundo fator redefinido.', 'Segundo factor restablecido.', 'Second factor reset.'),
  failed: tr(
    'Ocorreu um erro. Por favor, tente novamente mais tarde.',
    'Ocurrió un error. Por favor, inténtelo de nuevo más tarde.',
    'An error occurred. Please try again later.',
  ),
}

/** On a user with a second factor, for an admin: turns it off (someone who lost their phone). */
export function ResetTwoFactorButton() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const enabled = useFormFields(([fields]) => Boolean(fields.twoFactorEnabled?.value))
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const isAdmin = Boolean((user as { roles?: string[] } | null)?.roles?.includes('admin'))
  if (!id || !isAdmin || !enabled || done) return null

  const reset = async () => {
    if (!window.confirm(pick(texts.confirm, i18n.language))) return
    setBusy(true)
    try {
      const res = await fetch(`${config.routes.api}/users/${id}/two-factor/reset`, {
        method: 'POST',
        credentials: 'include',
      })
      if (!res.ok) throw new Error(String(res.status))
      setDone(true)
      toast.success(pick(texts.done, i18n.language))
    } catch {
      toast.error(pick(texts.failed, i18n.language))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type">
      <Button
        type="button"
        buttonStyle="secondary"
        size="medium"
        margin={false}
        disabled={busy}
        onClick={() => void reset()}
      >
        {pick(texts.label, i18n.language)}
      </Button>
    </div>
  )
}
