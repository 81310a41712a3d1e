import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import { createInLocales, day } from './context'
import { lexical } from './lexical'

/** Epidemiological surveillance announcements (the "informes" page). Findings are invented. */
type Announcement = { date: string; title: Translated; body: Translated }

const announcements: Announcement[] = [
  {
    date: '2026-03-16',
    title: tr(
      'Informe semestral de vigilância — 2º semestre de 2025',
      'Informe semestral de vigilancia — 2.º semestre de 2025',
      'Half-yearly surveillance report — second half of 2025',
    ),
    body: tr(
      `Onze registros enviaram dados do 2º semestre de 2025. O teste de alarme, com o período de base 2020–2022 e confiança de 95%, não indicou aumentos para as anomalias monitoradas, com exceção de um alarme de gastrosquise em um registro regional, em investigação.

      O detalhamento por registro está disponível na área de membros.`,
      `Once registros enviaron datos del 2.º semestre de 2025. La prueba de alarma, con el período base 2020–2022 y confianza del 95%, no indicó aumentos en las anomalías monitoreadas, salvo una alarma de gastrosquisis en un registro regional, en investigación.

      El detalle por registro está disponible en el área de miembros.`,
      `Eleven registries sent data for the second half of 2025. The alarm test, with the 2020–2022 base period and 95% confidence, showed no increase in the monitored anomalies except for a gastroschisis alarm in one regional registry, under investigation.

      The breakdown by registry is available in the members area.`,
    ),
  },
  {
    date: '2026-05-20',
    title: tr(
      'Novo período de base da vigilância: 2020–2022',
      'Nuevo período base de la vigilancia: 2020–2022',
      'New surveillance base period: 2020–2022',
    ),
    body: tr(
      `A partir dos dados de 2026, as prevalências esperadas passam a ser calculadas com o período de base 2020–2022. Os relatórios anteriores usavam os dois semestres de 2017 (2017–2018 para registros pequenos e 2018 para microcefalia e hidrocefalia).`,
      `A partir de los datos de 2026, las prevalencias esperadas se calculan con el período base 2020–2022. Los informes anteriores usaban los dos semestres de 2017 (2017–2018 para registros pequeños y 2018 para microcefalia e hidrocefalia).`,
      `From the 2026 data on, expected prevalence is computed with the 2020–2022 base period. Earlier reports used the two halves of 2017 (2017–2018 for small registries and 2018 for microcephaly and hydrocephalus).`,
    ),
  },
  {
    date: '2026-03-10',
    title: tr(
      'Informe semestral de vigilância — 2º semestre de 2025',
      'Informe semestral de vigilancia — 2.º semestre de 2025',
      'Half-yearly surveillance report — second half of 2025',
    ),
    body: tr(
      `Nenhum alarme estatístico foi observado no 2º semestre de 2025. A microcefalia manteve-se dentro do intervalo esperado em todos os registros.`,
      `No se observó ninguna alarma estadística en el 2.º semestre de 2025. La microcefalia se mantuvo dentro del intervalo esperado en todos los registros.`,
      `No statistical alarm was observed in the second half of 2025. Microcephaly stayed within the expected range in every registry.`,
    ),
  },
  {
    date: '2025-09-22',
    title: tr(
      'Alarme de hidrocefalia investigado e descartado',
      'Alarma de hidrocefalia investigada y descartada',
      'Hydrocephalus alarm investigated and ruled out',
    ),
    body: tr(
      `O alarme de hidrocefalia do 1º semestre de 2025 em um registro hospitalar foi investigado com a revisão dos prontuários: o aumento se deveu à chegada de casos referidos de outras cidades a um novo centro de neurocirurgia, e não a uma mudança na frequência ao nascer.`,
      `La alarma de hidrocefalia del 1.er semestre de 2025 en un registro hospitalario se investigó con la revisión de las historias clínicas: el aumento se debió a la llegada de casos derivados de otras ciudades a un nuevo centro de neurocirugía, y no a un cambio en la frecuencia al nacer.`,
      `The hydrocephalus alarm of the first half of 2025 in a hospital-based registry was investigated by reviewing medical records: the increase came from cases referred from other cities to a new neurosurgery centre, not from a change in birth prevalence.`,
    ),
  },
]

export async function seedAnnouncements(payload: Payload): Promise<void> {
  for (const announcement of announcements) {
    await createInLocales(payload, 'announcements', (locale) => ({
      title: announcement.title[locale],
      date: day(announcement.date),
      body: lexical(announcement.body[locale]),
    }))
  }
}
