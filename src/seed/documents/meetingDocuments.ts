import type { DemoDocument } from '../files/pdf'

/**
 * The documents of an annual meeting (demo text): programme, assembly minutes and final
 * document. Written in the language of the meeting: Portuguese, or Spanish for a meeting held
 * in a Spanish-speaking country.
 */
export type MeetingLanguage = 'pt' | 'es'
export type MeetingDocumentKind = 'program' | 'minutes' | 'final'

export type MeetingFacts = {
  year: number
  startDate: string
  endDate: string
  time: string
  location: string
}

const longDate = (date: string, language: MeetingLanguage) =>
  new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'es', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))

function program(meeting: MeetingFacts, language: MeetingLanguage): DemoDocument {
  const [start, end] = meeting.time.split(' - ')
  const first = longDate(meeting.startDate, language)
  const second = longDate(meeting.endDate, language)
  if (language === 'es')
    return {
      language,
      kind: 'Programa',
      title: `Programa del encuentro anual ${meeting.year}`,
      subtitle: `${first} y ${second} · ${meeting.location}`,
      summary:
        'Dos jornadas de trabajo con los registros miembros: resultados de la vigilancia, proyectos en curso, capacitación y la asamblea general de la red.',
      sections: [
        {
          heading: `Primera jornada — ${first}`,
          items: [
            `${start} — Apertura y bienvenida de la coordinación.`,
            'Informe de la secretaría: envíos del año y calidad de los datos.',
            'Resultados de la vigilancia: prueba de alarma, canal endémico y conglomerados en el tiempo.',
            'Pausa.',
            'Mesa de registros: experiencias de registros de base hospitalaria y poblacional.',
            `${end} — Cierre de la jornada.`,
          ],
        },
        {
          heading: `Segunda jornada — ${second}`,
          items: [
            `${start} — Proyectos de investigación de la red: avances y nuevas propuestas.`,
            'Taller de codificación: casos difíciles y dudas frecuentes.',
            'Pausa.',
            'Asamblea general (solo registros miembros).',
            `${end} — Lectura de las recomendaciones y cierre del encuentro.`,
          ],
        },
        {
          heading: 'Inscripción y participación',
          paragraphs: [
            'La participación es gratuita para los registros miembros. Las personas que representen a un registro deben inscribirse con anticipación, indicando a qué registro pertenecen, para recibir los enlaces de las sesiones y los materiales.',
            'Las presentaciones se comparten después del encuentro en la página de reuniones del sitio.',
          ],
        },
      ],
    }
  return {
    language,
    kind: 'Programa',
    title: `Programa do encontro anual ${meeting.year}`,
    subtitle: `${first} e ${second} · ${meeting.location}`,
    summary:
      'Dois dias de trabalho com os registros membros: resultados da vigilância, projetos em andamento, capacitação e a assembleia geral da rede.',
    sections: [
      {
        heading: `Primeiro dia — ${first}`,
        items: [
          `${start} — Abertura e boas-vindas da coordenação.`,
          'Relatório da secretaria: envios do ano e qualidade dos dados.',
          'Resultados da vigilância: teste de alarme, canal endêmico e agregados no tempo.',
          'Intervalo.',
          'Mesa de registros: experiências de registros de base hospitalar e populacional.',
          `${end} — Encerramento do dia.`,
        ],
      },
      {
        heading: `Segundo dia — ${second}`,
        items: [
          `${start} — Projetos de pesquisa da rede: andamento e novas propostas.`,
          'Oficina de codificação: casos difíceis e dúvidas frequentes.',
          'Intervalo.',
          'Assembleia geral (somente registros membros).',
          `${end} — Leitura das recomendações e encerramento do encontro.`,
        ],
      },
      {
        heading: 'Inscrição e participação',
        paragraphs: [
          'A participação é gratuita para os registros membros. Quem representar um registro deve se inscrever com antecedência, informando a qual registro pertence, para receber os links das sessões e os materiais.',
          'As apresentações são compartilhadas depois do encontro na página de reuniões do site.',
        ],
      },
    ],
  }
}

function minutes(meeting: MeetingFacts, language: MeetingLanguage): DemoDocument {
  const date = longDate(meeting.endDate, language)
  if (language === 'es')
    return {
      language,
      kind: 'Acta',
      title: `Acta de la asamblea general ${meeting.year}`,
      subtitle: `${date} · ${meeting.location}`,
      summary:
        'Registro de la asamblea general realizada durante el encuentro anual: participación, informes, deliberaciones y tareas acordadas.',
      sections: [
        {
          heading: 'Apertura y participación',
          paragraphs: [
            'La coordinación abrió la asamblea con la presencia de representantes de la mayoría de los registros miembros, número suficiente para deliberar según el reglamento interno. La secretaría registró la asistencia por registro, sin identificación individual en esta acta.',
          ],
        },
        {
          heading: 'Informes',
          paragraphs: [
            'La secretaría presentó la situación de los envíos del año y las consultas de calidad más frecuentes. La coordinación informó sobre los proyectos en curso y sobre las colaboraciones con otras redes internacionales de vigilancia.',
          ],
        },
        {
          heading: 'Deliberaciones',
          items: [
            'Se aprobaron el informe de la secretaría y el calendario de reuniones del año siguiente.',
            'Se aprobó la revisión del manual de codificación con los casos discutidos en el taller.',
            'Se acordó mantener las reuniones operativas en abril y en octubre.',
          ],
        },
        {
          heading: 'Tareas acordadas',
          paragraphs: [
            'La secretaría distribuirá el acta y las presentaciones a los registros miembros y publicará en el área de miembros los documentos revisados. No habiendo más asuntos que tratar, se cerró la asamblea.',
          ],
        },
      ],
    }
  return {
    language,
    kind: 'Ata',
    title: `Ata da assembleia geral ${meeting.year}`,
    subtitle: `${date} · ${meeting.location}`,
    summary:
      'Registro da assembleia geral realizada durante o encontro anual: participação, informes, deliberações e encaminhamentos.',
    sections: [
      {
        heading: 'Abertura e participação',
        paragraphs: [
          'A coordenação abriu a assembleia com a presença de representantes da maioria dos registros membros, número suficiente para as deliberações segundo o regimento interno. A secretaria registrou a presença por registro, sem identificação individual nesta ata.',
        ],
      },
      {
        heading: 'Informes',
        paragraphs: [
          'A secretaria apresentou a situação dos envios do ano e as consultas de qualidade mais frequentes. A coordenação informou sobre os projetos em andamento e sobre as colaborações com outras redes internacionais de vigilância.',
        ],
      },
      {
        heading: 'Deliberações',
        items: [
          'Aprovados o relatório da secretaria e o calendário de reuniões do ano seguinte.',
          'Aprovada a revisão do manual de codificação com os casos discutidos na oficina.',
          'Acordado manter as reuniões operacionais em abril e em outubro.',
        ],
      },
      {
        heading: 'Encaminhamentos',
        paragraphs: [
          'A secretaria distribuirá a ata e as apresentações aos registros membros e publicará na área de membros os documentos revisados. Nada mais havendo a tratar, a assembleia foi encerrada.',
        ],
      },
    ],
  }
}

function finalDocument(meeting: MeetingFacts, language: MeetingLanguage): DemoDocument {
  if (language === 'es')
    return {
      language,
      kind: 'Documento final',
      title: `Documento final y recomendaciones ${meeting.year}`,
      subtitle: meeting.location,
      summary:
        'Las conclusiones del encuentro anual y las recomendaciones de la red a los registros miembros y a las autoridades de salud.',
      sections: [
        {
          heading: 'Conclusiones',
          paragraphs: [
            'Los registros miembros mantuvieron la regularidad de los envíos y la calidad de los datos mejoró respecto del año anterior, con menos consultas por campos en blanco y por meses sin nacimientos informados.',
            'La vigilancia del año no identificó señales que, tras la verificación con los registros, exigieran una comunicación a las autoridades de salud.',
          ],
        },
        {
          heading: 'Recomendaciones a los registros',
          items: [
            'Revisar las descripciones de los casos antes de codificar, siguiendo el manual de la red.',
            'Informar en las observaciones los cambios de cobertura hospitalaria.',
            'Participar en las capacitaciones en línea de codificación ofrecidas por la red.',
          ],
        },
        {
          heading: 'Recomendaciones a las autoridades de salud',
          items: [
            'Apoyar la continuidad de los registros de anomalías congénitas como parte de la vigilancia en salud.',
            'Mantener las políticas de prevención, como la fortificación de alimentos con ácido fólico.',
            'Facilitar el acceso de los registros a las estadísticas vitales de nacimientos.',
          ],
        },
      ],
    }
  return {
    language,
    kind: 'Documento final',
    title: `Documento final e recomendações ${meeting.year}`,
    subtitle: meeting.location,
    summary:
      'As conclusões do encontro anual e as recomendações da rede aos registros membros e às autoridades de saúde.',
    sections: [
      {
        heading: 'Conclusões',
        paragraphs: [
          'Os registros membros mantiveram a regularidade dos envios, e a qualidade dos dados melhorou em relação ao ano anterior, com menos consultas por campos em branco e por meses sem nascimentos informados.',
          'A vigilância do ano não identificou sinais que, depois da verificação com os registros, exigissem uma comunicação às autoridades de saúde.',
        ],
      },
      {
        heading: 'Recomendações aos registros',
        items: [
          'Revisar as descrições dos casos antes de codificar, seguindo o manual da rede.',
          'Informar nas observações as mudanças de cobertura hospitalar.',
          'Participar das capacitações online de codificação oferecidas pela rede.',
        ],
      },
      {
        heading: 'Recomendações às autoridades de saúde',
        items: [
          'Apoiar a continuidade dos registros de anomalias congênitas como parte da vigilância em saúde.',
          'Manter as políticas de prevenção, como a fortificação de alimentos com ácido fólico.',
          'Facilitar o acesso dos registros às estatísticas vitais de nascimentos.',
        ],
      },
    ],
  }
}

const builders: Record<
  MeetingDocumentKind,
  (meeting: MeetingFacts, language: MeetingLanguage) => DemoDocument
> = { program, minutes, final: finalDocument }

export const meetingDocument = (
  kind: MeetingDocumentKind,
  meeting: MeetingFacts,
  language: MeetingLanguage,
): DemoDocument => builders[kind](meeting, language)
