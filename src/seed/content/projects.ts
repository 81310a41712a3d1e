import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import type { Illustration } from '../files/illustration'
import { uploadIllustration } from '../files/upload'
import { createInLocales, withRowIds } from './context'
import { documentRow, documentRows, type DocumentRow } from './documents'
import { fictional } from './fictionalPeople'
import { lexical } from './lexical'
import { projectAttachment } from '../documents/projectDocuments'
import type { RegistryIds } from './registries'

/** How other seeds (research webinars) name a demo project. */
export type ProjectKey = 'microcephaly' | 'coding' | 'gastroschisis' | 'neural-tube'
export type ProjectIds = Map<ProjectKey, number>

type Project = {
  key: ProjectKey
  title: Translated
  subtitle: Translated
  description: Translated
  proponents: string[]
  isCompleted: boolean
  startYear: number
  endYear?: number
  /** The generated picture of the project's card and page. */
  illustration: Illustration
  registries: string[]
  links: { label: Translated; url: string }[]
  attachments: { fileName: string; description: Translated }[]
}

const projects: Project[] = [
  {
    key: 'microcephaly',
    illustration: { motif: 'chart', hue: 200, seed: 11 },
    title: tr(
      'Microcefalia na América Latina antes e depois do Zika',
      'Microcefalia en América Latina antes y después del Zika',
      'Microcephaly in Latin America before and after Zika',
    ),
    subtitle: tr(
      'Prevalências de 2010 a 2019 em dez registros',
      'Prevalencias de 2010 a 2019 en diez registros',
      'Prevalence from 2010 to 2019 in ten registries',
    ),
    description: tr(
      `O projeto comparou a prevalência de microcefalia ao nascer nos registros da rede antes, durante e depois da epidemia de vírus Zika.

      ## Resultados

      O aumento foi concentrado no Nordeste do Brasil e na Colômbia em 2016; nos demais registros as prevalências se mantiveram estáveis.`,
      `El proyecto comparó la prevalencia de microcefalia al nacer en los registros de la red antes, durante y después de la epidemia de virus Zika.

      ## Resultados

      El aumento se concentró en el Nordeste de Brasil y en Colombia en 2016; en los demás registros las prevalencias se mantuvieron estables.`,
      `The project compared the birth prevalence of microcephaly in the network's registries before, during and after the Zika virus epidemic.

      ## Results

      The increase was concentrated in north-eastern Brazil and in Colombia in 2016; prevalence stayed stable in the other registries.`,
    ),
    proponents: [fictional('A'), fictional('B'), fictional('G')],
    isCompleted: true,
    startYear: 2016,
    endYear: 2019,
    registries: ['BR-SINASC', 'CO-BOG', 'CO-CAL', 'AR-RENAC', 'ECLAMC'],
    links: [
      {
        label: tr(
          'Prevalências nas tabelas e gráficos do site',
          'Prevalencias en las tablas y gráficos del sitio',
          'Prevalence in the site’s tables and charts',
        ),
        url: '/dados/tabelas-e-graficos',
      },
    ],
    attachments: [
      {
        fileName: 'projeto-microcefalia-relatorio-final.pdf',
        description: tr(
          'Relatório final (demonstração)',
          'Informe final (demostración)',
          'Final report (demo)',
        ),
      },
    ],
  },
  {
    key: 'coding',
    illustration: { motif: 'network', hue: 170, seed: 12 },
    title: tr(
      'Harmonização da codificação de anomalias congênitas',
      'Armonización de la codificación de anomalías congénitas',
      'Harmonising the coding of congenital anomalies',
    ),
    subtitle: tr(
      'Uma tabela comum CID-10 para todos os registros',
      'Una tabla común CIE-10 para todos los registros',
      'A common ICD-10 table for every registry',
    ),
    description: tr(
      `Os registros usavam extensões diferentes da CID-10. O projeto produziu uma tabela de correspondência comum e um manual de codificação, hoje usados no envio semestral de dados.

      **Produtos:** tabela de correspondência, manual de codificação e curso online.`,
      `Los registros usaban extensiones diferentes de la CIE-10. El proyecto produjo una tabla de correspondencia común y un manual de codificación, hoy usados en el envío semestral de datos.

      **Productos:** tabla de correspondencia, manual de codificación y curso en línea.`,
      `Registries used different ICD-10 extensions. The project produced a common correspondence table and a coding manual, now used for the half-yearly data submission.

      **Outputs:** correspondence table, coding manual and online course.`,
    ),
    proponents: [fictional('H'), fictional('E')],
    isCompleted: true,
    startYear: 2018,
    endYear: 2020,
    registries: ['AR-RENAC', 'CL-RENACH', 'CR-CREC', 'PY-RENADECOPY', 'MX-NL'],
    links: [
      {
        label: tr(
          'Curso online de codificação (demonstração)',
          'Curso en línea de codificación (demostración)',
          'Online coding course (demo)',
        ),
        url: 'https://cursos.relamc.example/codificacao',
      },
    ],
    attachments: [
      {
        fileName: 'projeto-codificacao-tabela-de-correspondencia.pdf',
        description: tr(
          'Tabela de correspondência CID-10 (demonstração)',
          'Tabla de correspondencia CIE-10 (demostración)',
          'ICD-10 correspondence table (demo)',
        ),
      },
    ],
  },
  {
    key: 'gastroschisis',
    illustration: { motif: 'map', hue: 25, seed: 13 },
    title: tr(
      'Gastrosquise e idade materna jovem: estudo multicêntrico',
      'Gastrosquisis y edad materna joven: estudio multicéntrico',
      'Gastroschisis and young maternal age: a multicentre study',
    ),
    subtitle: tr(
      'Fatores de risco em onze registros',
      'Factores de riesgo en once registros',
      'Risk factors in eleven registries',
    ),
    description: tr(
      `A gastrosquise aumentou em vários registros da região, sobretudo entre mães com menos de 20 anos. O estudo analisa a tendência e os fatores associados com dados padronizados da rede.

      [youtube](https://www.youtube.com/watch?v=ReLAMCdemo1)

      O vídeo acima (demonstração) apresenta o protocolo discutido no webinar de pesquisa de agosto de 2025.`,
      `La gastrosquisis aumentó en varios registros de la región, sobre todo entre madres menores de 20 años. El estudio analiza la tendencia y los factores asociados con datos estandarizados de la red.

      [youtube](https://www.youtube.com/watch?v=ReLAMCdemo1)

      El video de arriba (demostración) presenta el protocolo discutido en el webinar de investigación de agosto de 2025.`,
      `Gastroschisis has increased in several registries in the region, above all among mothers under 20. The study analyses the trend and associated factors with the network's standardised data.

      [youtube](https://www.youtube.com/watch?v=ReLAMCdemo1)

      The video above (a demo) presents the protocol discussed at the August 2025 research webinar.`,
    ),
    proponents: [fictional('I'), fictional('J'), fictional('K')],
    isCompleted: false,
    startYear: 2024,
    registries: ['AR-RENAC', 'CL-RENACH', 'CO-BOG', 'CO-CAL', 'CL-MAULE', 'BR-SP'],
    links: [
      {
        label: tr(
          'Protocolo do estudo (demonstração)',
          'Protocolo del estudio (demostración)',
          'Study protocol (demo)',
        ),
        url: 'https://relamc.example/projetos/gastrosquise/protocolo',
      },
    ],
    attachments: [],
  },
  {
    key: 'neural-tube',
    illustration: { motif: 'helix', hue: 135, seed: 14 },
    title: tr(
      'Defeitos do tubo neural e fortificação com ácido fólico',
      'Defectos del tubo neural y fortificación con ácido fólico',
      'Neural tube defects and folic acid fortification',
    ),
    subtitle: tr(
      'Vinte anos de fortificação de farinhas',
      'Veinte años de fortificación de harinas',
      'Twenty years of flour fortification',
    ),
    description: tr(
      `O projeto avalia a prevalência de espinha bífida e anencefalia nos países da rede desde a introdução da fortificação obrigatória de farinhas com ácido fólico.

      - Série histórica por registro
      - Comparação entre países com e sem fortificação
      - Recomendações para políticas públicas`,
      `El proyecto evalúa la prevalencia de espina bífida y anencefalia en los países de la red desde la introducción de la fortificación obligatoria de harinas con ácido fólico.

      - Serie histórica por registro
      - Comparación entre países con y sin fortificación
      - Recomendaciones para políticas públicas`,
      `The project assesses the prevalence of spina bifida and anencephaly in the network's countries since mandatory folic acid fortification of flour began.

      - Time series by registry
      - Comparison of countries with and without fortification
      - Public policy recommendations`,
    ),
    proponents: [fictional('L'), fictional('D')],
    isCompleted: false,
    startYear: 2023,
    registries: ['AR-RENAC', 'BR-SINASC', 'CL-RENACH', 'CR-CREC', 'NI-SVDC'],
    links: [],
    attachments: [],
  },
]

/** The demo projects; returns their ids for the research webinars that discussed them. */
export async function seedProjects(
  payload: Payload,
  registryIds: RegistryIds,
): Promise<ProjectIds> {
  const ids: ProjectIds = new Map()
  for (const project of projects) {
    const image = await uploadIllustration(
      payload,
      `projeto-${project.key}.jpg`,
      project.illustration,
      project.title,
    )
    const attachments: DocumentRow[] = []
    for (const file of project.attachments)
      attachments.push(
        await documentRow(
          payload,
          'media',
          file.fileName,
          file.description,
          {},
          projectAttachment(file.description.pt, project.title.pt),
        ),
      )
    const registries = project.registries.map((code) => {
      const id = registryIds.get(code)
      if (id === undefined) throw new Error(`No demo registry ${code} for project ${project.key}`)
      return id
    })
    // No slug: the slug field makes it from the Portuguese title on create and keeps it on translation.
    const created = await createInLocales(payload, 'projects', (locale, created) => ({
      title: project.title[locale],
      subtitle: project.subtitle[locale],
      description: lexical(project.description[locale]),
      proponents: created?.proponents ?? project.proponents.map((name) => ({ name })),
      isCompleted: project.isCompleted,
      startYear: project.startYear,
      endYear: project.endYear ?? null,
      image,
      registries,
      links: withRowIds(
        created?.links,
        project.links.map((link) => ({ label: link.label[locale], url: link.url })),
      ),
      attachments: documentRows(attachments, locale, created?.attachments),
    }))
    ids.set(project.key, created.id)
  }
  return ids
}

/** A demo project's title, for the seeds that name it (research webinars). */
export function demoProjectTitle(key: ProjectKey): Translated {
  const project = projects.find((candidate) => candidate.key === key)
  if (!project) throw new Error(`No demo project ${key}`)
  return project.title
}
