import { tr, type Translated } from '@/i18n/locales'

/** Every action the audit log records, with its label in the admin panel. */
export const auditActions = {
  signIn: tr('Entrada', 'Ingreso', 'Sign-in'),
  signInFailed: tr('Entrada recusada', 'Ingreso rechazado', 'Sign-in refused'),
  passwordResetRequested: tr(
    'Redefinição de senha pedida',
    'Restablecimiento de contraseña pedido',
    'Password reset requested',
  ),
  passwordReset: tr('Senha redefinida', 'Contraseña restablecida', 'Password reset'),
  passwordChanged: tr('Senha alterada', 'Contraseña cambiada', 'Password changed'),
  twoFactorEnrolled: tr('Segundo fator ativado', 'Segundo factor activado', 'Second factor on'),
  twoFactorDisabled: tr(
    'Segundo fator desativado',
    'Segundo factor desactivado',
    'Second factor off',
  ),
  twoFactorReset: tr(
    'Segundo fator redefinido pela secretaria',
    'Segundo factor restablecido por la secretaría',
    'Second factor reset by the office',
  ),
  twoFactorRecoveryCodeUsed: tr(
    'Código de recuperação usado',
    'Código de recuperación usado',
    'Recovery code used',
  ),
  twoFactorRecoveryCodesRenewed: tr(
    'Códigos de recuperação renovados',
    'Códigos de recuperación renovados',
    'Recovery codes renewed',
  ),
  accountCreated: tr('Conta criada', 'Cuenta creada', 'Account created'),
  rolesChanged: tr('Papéis alterados', 'Roles cambiados', 'Roles changed'),
  registriesChanged: tr('Registros alterados', 'Registros cambiados', 'Registries changed'),
  accountDisabled: tr('Conta desativada', 'Cuenta desactivada', 'Account disabled'),
  accountEnabled: tr('Conta reativada', 'Cuenta reactivada', 'Account enabled'),
  apiKeyCreated: tr('Chave de API criada', 'Clave de API creada', 'API key created'),
  apiKeyUsed: tr('Chave de API usada', 'Clave de API usada', 'API key used'),
  apiKeyRevoked: tr('Chave de API revogada', 'Clave de API revocada', 'API key revoked'),
  apiKeyRefused: tr('Chave de API recusada', 'Clave de API rechazada', 'API key refused'),
  submissionSaved: tr('Rascunho salvo', 'Borrador guardado', 'Draft saved'),
  submissionSubmitted: tr('Dados enviados', 'Datos enviados', 'Data submitted'),
  submissionAccepted: tr('Envio aceito', 'Envío aceptado', 'Submission accepted'),
  submissionReturned: tr('Envio devolvido', 'Envío devuelto', 'Submission returned'),
  submissionRolledBack: tr(
    'Aceitação revertida à versão anterior',
    'Aceptación revertida a la versión anterior',
    'Acceptance rolled back to the version before',
  ),
  signalFollowedUp: tr(
    'Acompanhamento de sinal alterado',
    'Seguimiento de señal modificado',
    'Signal follow-up changed',
  ),
  signalAttachmentAdded: tr(
    'Anexo de sinal adicionado',
    'Adjunto de señal agregado',
    'Signal attachment added',
  ),
  monthlyCountsDownloaded: tr(
    'Contagens mensais baixadas',
    'Conteos mensuales descargados',
    'Monthly counts downloaded',
  ),
  caseRecordsDownloaded: tr(
    'Registros de casos baixados',
    'Registros de casos descargados',
    'Case records downloaded',
  ),
  caseRecordsRead: tr('Registros de casos lidos', 'Registros de casos leídos', 'Case records read'),
  caseCountsRecomputed: tr(
    'Contagens de registros de casos recalculadas',
    'Conteos de registros de casos recalculados',
    'Case-record counts recomputed',
  ),
  fileDownloaded: tr(
    'Arquivo de membros baixado',
    'Archivo de miembros descargado',
    'Members file downloaded',
  ),
  releasePublished: tr(
    'Dados públicos publicados',
    'Datos públicos publicados',
    'Public figures released',
  ),
  contentDeleted: tr('Conteúdo excluído', 'Contenido eliminado', 'Content deleted'),
  settingsChanged: tr(
    'Configurações do site alteradas',
    'Configuración del sitio cambiada',
    'Site settings changed',
  ),
} satisfies Record<string, Translated>

export type AuditAction = keyof typeof auditActions

export const auditActionNames = Object.keys(auditActions) as AuditAction[]
