import type { DemoDocument } from '../files/pdf'

/** The files of the demo projects and research webinars (demo text, in Portuguese). */

export function projectAttachment(title: string, project: string): DemoDocument {
  return {
    language: 'pt',
    kind: 'Documento de projeto',
    title,
    subtitle: `Projeto: ${project}`,
    summary:
      'Documento de trabalho de um projeto colaborativo da rede: objetivos, dados usados, métodos e situação atual, em linguagem resumida.',
    sections: [
      {
        heading: 'Objetivo',
        paragraphs: [
          `O projeto “${project}” reúne registros membros em torno de uma pergunta comum, usando dados agregados que os registros já enviam à rede.`,
        ],
      },
      {
        heading: 'Dados e métodos',
        paragraphs: [
          'As análises usam os nascimentos e os casos mensais aceitos pela secretaria, por registro e por anomalia. As prevalências são calculadas por 10.000 nascimentos, com intervalos de confiança exatos de Poisson.',
          'Os registros de base hospitalar e os de base populacional são analisados separadamente antes de qualquer comparação, porque a cobertura de cada um é diferente.',
        ],
      },
      {
        heading: 'Situação',
        items: [
          'Protocolo aprovado pela coordenação da rede.',
          'Dados dos registros participantes revisados pela secretaria.',
          'Resultados preliminares apresentados no encontro anual.',
        ],
      },
    ],
  }
}

export function researchPresentation(name: string, project: string): DemoDocument {
  return {
    language: 'pt',
    kind: 'Apresentação',
    title: `Apresentação — ${name}`,
    subtitle: `Projeto discutido: ${project}`,
    summary:
      'Os slides apresentados no webinar de pesquisa, reunidos em texto: pergunta, dados necessários e convite aos registros.',
    sections: [
      {
        heading: 'Pergunta de pesquisa',
        paragraphs: [
          `A proposta “${project}” parte de uma pergunta que nenhum registro responde sozinho: só o conjunto dos registros da rede tem casos suficientes para estimativas estáveis.`,
        ],
      },
      {
        heading: 'Dados necessários',
        items: [
          'Nascimentos e casos mensais por anomalia, já enviados à rede.',
          'Descrição da cobertura de cada registro no período.',
          'Observações sobre mudanças de diagnóstico ou de rastreamento.',
        ],
      },
      {
        heading: 'Convite',
        paragraphs: [
          'Os registros interessados em participar podem escrever à secretaria, que encaminhará o protocolo e o calendário do projeto.',
        ],
      },
    ],
  }
}
