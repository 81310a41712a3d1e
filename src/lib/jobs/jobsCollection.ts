import type { CollectionConfig, Field, FieldHook } from 'payload'
import { isAdmin, isAdminField } from '@/access'
import { groups } from '@/collections/groups'
import { tr } from '@/i18n/locales'

type JobState = 'queued' | 'running' | 'retrying' | 'failed' | 'done'

/**
 * A job as the office reads it: waiting its turn, running, waiting to be tried again after a
 * failed attempt (its error in the log), failed for good (out of attempts), or done.
 */
export function jobState(job: {
  processing?: boolean | null
  hasError?: boolean | null
  completedAt?: string | null
  totalTried?: number | null
}): JobState {
  if (job.completedAt) return 'done'
  if (job.hasError) return 'failed'
  if (job.processing) return 'running'
  return (job.totalTried ?? 0) > 0 ? 'retrying' : 'queued'
}

/**
 * Ticking "Try again" on a failed job and saving puts it back in the queue: its error is
 * cleared and it runs at the next tick. Its earlier attempts stay in its log. (A field hook:
 * Payload warns that collection hooks added to its jobs collection are skipped by its runner.)
 */
export const retryOnRequest: FieldHook = ({ value, siblingData, operation }) => {
  if (operation !== 'update' || value !== true) return false
  Object.assign(siblingData, {
    hasError: false,
    error: null,
    processing: false,
    completedAt: null,
    waitUntil: null,
  })
  return false
}

const stateField: Field = {
  name: 'state',
  type: 'select',
  virtual: true,
  label: tr('Situação', 'Estado', 'State'),
  options: [
    { value: 'queued', label: tr('Na fila', 'En cola', 'Queued') },
    { value: 'running', label: tr('Em execução', 'En ejecución', 'Running') },
    {
      value: 'retrying',
      label: tr(
        'Falhou, será tentado de novo',
        'Falló, se intentará de nuevo',
        'Failed, will retry',
      ),
    },
    { value: 'failed', label: tr('Falhou', 'Falló', 'Failed') },
    { value: 'done', label: tr('Concluído', 'Terminado', 'Done') },
  ],
  admin: { readOnly: true, position: 'sidebar' },
  hooks: { afterRead: [({ siblingData }) => jobState(siblingData)] },
}

const retryField: Field = {
  name: 'retry',
  type: 'checkbox',
  virtual: true,
  label: tr('Tentar de novo', 'Intentar de nuevo', 'Try again'),
  access: { update: isAdminField },
  hooks: { beforeChange: [retryOnRequest] },
  admin: {
    position: 'sidebar',
    condition: (data) => Boolean(data?.hasError),
    description: tr(
      'Ao salvar, o trabalho volta para a fila e é executado de novo.',
      'Al guardar, el trabajo vuelve a la cola y se ejecuta de nuevo.',
      'On saving, the job goes back to the queue and runs again.',
    ),
  },
}

/** Payload's fields shown but not edited: only "Try again" changes a job. */
const readOnlyFields = (fields: Field[]): Field[] =>
  fields.map((field) =>
    'name' in field || field.type === 'tabs' || field.type === 'row' || field.type === 'collapsible'
      ? ({ ...field, admin: { ...field.admin, readOnly: true } } as Field)
      : field,
  )

/**
 * Payload's own jobs collection (`payload-jobs`), shown to admins under Office → Background jobs:
 * each job's task, state, attempts, log and error, and a way to retry a failed one. Members and
 * visitors can read nothing of it (REST, GraphQL and the panel); nobody creates or deletes jobs
 * by hand.
 */
export const jobsCollection = ({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig => ({
  ...defaultJobsCollection,
  labels: {
    singular: tr('Trabalho em segundo plano', 'Trabajo en segundo plano', 'Background job'),
    plural: tr('Trabalhos em segundo plano', 'Trabajos en segundo plano', 'Background jobs'),
  },
  admin: {
    ...defaultJobsCollection.admin,
    hidden: false,
    group: groups.office,
    defaultColumns: ['taskSlug', 'state', 'totalTried', 'createdAt', 'completedAt', 'waitUntil'],
    description: tr(
      'E-mails, monitoramento e relatórios feitos fora dos pedidos. Um trabalho que falhou mostra o erro; marque "Tentar de novo" e salve para executá-lo outra vez.',
      'Correos, monitoreo e informes hechos fuera de los pedidos. Un trabajo que falló muestra el error; marque "Intentar de nuevo" y guarde para ejecutarlo otra vez.',
      'Emails, monitoring and reports done outside requests. A failed job shows its error; tick "Try again" and save to run it once more.',
    ),
  },
  defaultSort: '-createdAt',
  access: {
    read: isAdmin,
    update: isAdmin,
    create: () => false,
    delete: () => false,
  },
  fields: [...readOnlyFields(defaultJobsCollection.fields), stateField, retryField],
})
