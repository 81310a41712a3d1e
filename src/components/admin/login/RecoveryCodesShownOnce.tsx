'use client'
import { pick, tr } from '@/i18n/locales'

const texts = {
  heading: tr('Códigos de recuperação', 'Códigos de recuperación', 'Recovery codes'),
  intro: tr(
    'O segundo fator está ativo. Guarde estes códigos em lugar seguro: cada um permite entrar uma vez se você perder o celular. Eles não serão mostrados de novo.',
    'El segundo factor está activo. Guarde estos códigos en un lugar seguro: cada uno permite ingresar una vez si pierde el teléfono. No se volverán a mostrar.',
    'The second factor is on. Keep these codes somewhere safe: each one signs you in once if you lose your phone. They will not be shown again.',
  ),
  continue: tr('Continuar para o painel', 'Continuar al panel', 'Continue to the panel'),
}

/**
 * The ten recovery codes of an enrolment just finished at sign-in, as the account page shows
 * them: once, before the panel opens (the session is already there).
 */
export function RecoveryCodesShownOnce({
  codes,
  language,
  onContinue,
}: {
  codes: string[]
  language: string
  onContinue: () => void
}) {
  return (
    <div className="login__form" data-testid="admin-recovery-codes">
      <h2>{pick(texts.heading, language)}</h2>
      <p>{pick(texts.intro, language)}</p>
      <ul data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--style-primary btn--size-large btn--withoutPopup"
        onClick={onContinue}
      >
        {pick(texts.continue, language)}
      </button>
    </div>
  )
}
