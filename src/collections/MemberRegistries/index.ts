import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { countryField } from '@/fields/countryField'
import { richText } from '@/fields/richText'
import { urlField } from '@/fields/urlField'
import { coveredBirthsField } from './coveredBirths'
import { targetPopulationBirthsField } from './targetPopulationBirths'
import { registryOptions } from './options'
import { identifierText } from '@/fields/identifierText'
import { yearBounds } from '@/fields/yearRange'

const year = (name: string, label: ReturnType<typeof tr>) =>
  ({ name, type: 'number', ...yearBounds, label, admin: { width: '33%' } }) as const

/**
 * Where a regional registry is based, in decimal degrees, for its marker on the
 * map; a registry without coordinates is marked in the middle of its country.
 */
const coordinate = (name: string, limit: number, label: ReturnType<typeof tr>) =>
  ({
    name,
    type: 'number',
    min: -limit,
    max: limit,
    label,
    admin: {
      width: '50%',
      step: 0.0001,
      description: tr(
        'Graus decimais (ex.: -34.6037). Em branco: o registro aparece no centro do seu país no mapa.',
        'Grados decimales (ej.: -34.6037). En blanco: el registro aparece en el centro de su país en el mapa.',
        'Decimal degrees (e.g. -34.6037). Blank: the registry is shown in the middle of its country on the map.',
      ),
    },
  }) as const

export const MemberRegistries = contentCollection({
  slug: 'member-registries',
  labels: {
    singular: tr('Registro membro', 'Registro miembro', 'Member registry'),
    plural: tr('Registros membros', 'Registros miembros', 'Member registries'),
  },
  admin: {
    group: groups.registries,
    useAsTitle: 'initials',
    defaultColumns: ['initials', 'name', 'country', 'coverage', 'status', 'networkCode'],
    listSearchableFields: ['initials', 'name', 'networkCode'],
  },
  defaultSort: 'initials',
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: tr('Identificação', 'Identificación', 'Identification'),
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'networkCode',
                  type: 'text',
                  required: true,
                  unique: true,
                  index: true,
                  label: tr('Código na rede', 'Código en la red', 'Network code'),
                  validate: identifierText,
                  admin: { width: '33%' },
                },
                {
                  name: 'initials',
                  type: 'text',
                  required: true,
                  label: tr('Sigla', 'Sigla', 'Initials'),
                  admin: { width: '33%' },
                },
                countryField({ required: true, admin: { width: '33%' } }),
              ],
            },
            {
              name: 'name',
              type: 'text',
              required: true,
              localized: true,
              label: tr('Nome', 'Nombre', 'Name'),
            },
            {
              name: 'institution',
              type: 'text',
              localized: true,
              label: tr('Instituição', 'Institución', 'Institution'),
            },
            {
              name: 'responsible',
              type: 'text',
              label: tr('Responsável', 'Responsable', 'Responsible'),
            },
            {
              name: 'region',
              type: 'text',
              localized: true,
              label: tr('Região', 'Región', 'Region'),
            },
            {
              type: 'row',
              fields: [
                {
                  ...urlField('website', tr('Site', 'Sitio web', 'Website')),
                  admin: { width: '50%' },
                },
                {
                  name: 'contactEmail',
                  type: 'email',
                  label: tr('E-mail de contato', 'Correo de contacto', 'Contact email'),
                  admin: {
                    width: '50%',
                    description: tr(
                      'Público: aparece na página do registro.',
                      'Público: aparece en la página del registro.',
                      'Public: shown on the registry page.',
                    ),
                  },
                },
              ],
            },
            {
              name: 'logo',
              type: 'upload',
              relationTo: 'media',
              label: tr('Logotipo', 'Logotipo', 'Logo'),
            },
            {
              type: 'row',
              fields: [
                coordinate('latitude', 90, tr('Latitude', 'Latitud', 'Latitude')),
                coordinate('longitude', 180, tr('Longitude', 'Longitud', 'Longitude')),
              ],
            },
          ],
        },
        {
          label: tr('Características', 'Características', 'Characteristics'),
          fields: [
            {
              name: 'coverage',
              type: 'select',
              required: true,
              label: tr('Cobertura', 'Cobertura', 'Coverage'),
              options: registryOptions.coverage,
            },
            coveredBirthsField,
            targetPopulationBirthsField,
            {
              name: 'totalSettlements',
              type: 'number',
              min: 0,
              label: tr(
                'Total de estabelecimentos',
                'Total de establecimientos',
                'Total settlements',
              ),
              admin: { width: '33%' },
            },
            {
              type: 'row',
              fields: [
                year('startYear', tr('Ano de início', 'Año de inicio', 'Start year')),
                year(
                  'networkAdmissionYear',
                  tr('Ingresso na rede', 'Ingreso a la red', 'Admission to the network'),
                ),
                year(
                  'clearinghouseAdmissionYear',
                  tr(
                    'Ingresso no Clearinghouse',
                    'Ingreso al Clearinghouse',
                    'Admission to the Clearinghouse',
                  ),
                ),
              ],
            },
            {
              name: 'maxDiagnosisAge',
              type: 'select',
              label: tr(
                'Idade máxima de diagnóstico',
                'Edad máxima de diagnóstico',
                'Maximum diagnosis age',
              ),
              options: registryOptions.maxDiagnosisAge,
            },
            {
              name: 'pregnancyOutcomes',
              type: 'select',
              hasMany: true,
              dbName: 'reg_outcomes',
              enumName: 'enum_reg_outcomes',
              label: tr(
                'Desfechos da gestação incluídos',
                'Resultados del embarazo incluidos',
                'Included pregnancy outcomes',
              ),
              options: registryOptions.pregnancyOutcomes,
            },
            {
              name: 'variablesNotInCases',
              type: 'select',
              hasMany: true,
              dbName: 'reg_vars_cases',
              enumName: 'enum_reg_vars_cases',
              label: tr(
                'Variáveis não registradas nos casos',
                'Variables no registradas en los casos',
                'Variables not registered in cases',
              ),
              options: registryOptions.variablesNotInCases,
            },
            {
              name: 'variablesNotInDenominators',
              type: 'select',
              hasMany: true,
              dbName: 'reg_vars_denominators',
              enumName: 'enum_reg_vars_denominators',
              label: tr(
                'Variáveis não registradas nos denominadores',
                'Variables no registradas en los denominadores',
                'Variables not registered in denominators',
              ),
              options: registryOptions.variablesNotInDenominators,
            },
            {
              name: 'liveBirthsOnly',
              type: 'checkbox',
              defaultValue: false,
              label: tr(
                'Informa somente nascidos vivos (sem natimortos)',
                'Informa solo nacidos vivos (sin mortinatos)',
                'Reports live births only (no stillbirths)',
              ),
              admin: {
                description: tr(
                  'Marcado: os meses sem natimortos entram nas taxas com os nascidos vivos como denominador, e os resultados o dizem. Desmarcado: um mês sem natimortos não entra em nenhuma taxa.',
                  'Marcado: los meses sin mortinatos entran en las tasas con los nacidos vivos como denominador, y los resultados lo dicen. Sin marcar: un mes sin mortinatos no entra en ninguna tasa.',
                  'Checked: months without stillbirths enter the rates with live births as the denominator, and the outputs say so. Unchecked: a month without stillbirths enters no rate.',
                ),
              },
            },
            {
              name: 'topfaWeeksLimit',
              type: 'number',
              min: 1,
              max: 45,
              label: tr(
                'Limite legal da interrupção por anomalia fetal (semanas)',
                'Límite legal de la interrupción por anomalía fetal (semanas)',
                'Legal limit of termination for fetal anomaly (weeks)',
              ),
              admin: {
                step: 1,
                description: tr(
                  'Os registros de casos com interrupção acima deste limite recebem um alerta. Vazio: sem limite.',
                  'Los registros de casos con interrupción por encima de este límite reciben una alerta. Vacío: sin límite.',
                  'Case records of a termination above this limit get a warning. Blank: no limit.',
                ),
              },
            },
            {
              name: 'encoding',
              type: 'text',
              label: tr('Codificação utilizada', 'Codificación utilizada', 'Encoding used'),
              admin: { placeholder: 'CID-10 / RCPCH' },
            },
          ],
        },
        {
          label: tr('História e atividades', 'Historia y actividades', 'Story and activities'),
          fields: [
            richText('story', tr('História', 'Historia', 'History')),
            richText('activities', tr('Atividades', 'Actividades', 'Activities')),
          ],
        },
        {
          label: tr('Publicações', 'Publicaciones', 'Publications'),
          fields: [
            {
              name: 'publications',
              type: 'join',
              collection: 'registry-publications',
              on: 'registry',
              defaultSort: '-year',
              label: tr(
                'Publicações do registro',
                'Publicaciones del registro',
                'Registry publications',
              ),
              admin: { defaultColumns: ['summary', 'year'] },
            },
          ],
        },
      ],
    },
    {
      // Not required, so code that creates a registry need not say it: blank reads as active.
      name: 'status',
      type: 'select',
      defaultValue: 'active',
      label: tr('Situação', 'Estado', 'Status'),
      options: registryOptions.status,
      admin: {
        position: 'sidebar',
        description: tr(
          'Um registro inativo continua listado no site, marcado como inativo, e sai dos mapas da rede.',
          'Un registro inactivo sigue listado en el sitio, marcado como inactivo, y sale de los mapas de la red.',
          'An inactive registry stays listed on the site, marked inactive, and leaves the network maps.',
        ),
      },
    },
  ],
})
