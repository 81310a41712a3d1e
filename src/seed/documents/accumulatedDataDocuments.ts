import type { DemoDocument } from '../files/pdf'

/** The accumulated-data publications (demo text, in Portuguese). */
export type DatasetKey = 'basePeriod' | 'microcephalySeries'

const methods = {
  heading: 'Métodos',
  paragraphs: [
    'A prevalência é o número de casos dividido pelo número de nascimentos (nascidos vivos e natimortos) no mesmo período e na mesma área de cobertura, multiplicado por 10.000. O intervalo de confiança de 95% é calculado pelo método exato de Poisson, adequado a contagens pequenas.',
    'Os registros de base hospitalar e de base populacional são apresentados separadamente, porque a cobertura e a forma de captação dos casos diferem entre eles.',
  ],
}

const limitations = {
  heading: 'Limitações',
  paragraphs: [
    'As prevalências dependem da completude da captação de casos em cada registro e da qualidade dos denominadores. Diferenças entre registros podem refletir, em parte, diferenças de método e não apenas de frequência real das anomalias.',
    'Os números desta publicação de demonstração são fictícios e não devem ser citados.',
  ],
}

export const accumulatedDataDocuments: Record<DatasetKey, DemoDocument> = {
  basePeriod: {
    language: 'pt',
    kind: 'Dados acumulados',
    title: 'Prevalências no período de base 2020-2022',
    subtitle: 'Tabelas por registro e por anomalia monitorada',
    summary:
      'Casos, nascimentos e prevalência por 10.000 nascimentos de cada anomalia monitorada, por registro, no período usado como referência pela vigilância a partir de 2026.',
    sections: [
      {
        heading: 'Apresentação',
        paragraphs: [
          'Esta publicação reúne as prevalências de referência que os testes de vigilância usam para comparar cada semestre novo com o passado recente. O período de base 2020-2022 foi aprovado pela assembleia geral de 2025 e substitui o período anterior.',
        ],
      },
      {
        heading: 'Fontes e cobertura',
        paragraphs: [
          'Foram incluídos os registros que enviaram os dados dos seis semestres do período, com casos e nascimentos completos. Registros com interrupções maiores que um mês aparecem nas tabelas com uma nota.',
        ],
      },
      methods,
      {
        heading: 'Como ler as tabelas',
        items: [
          'Cada linha é uma anomalia monitorada; cada bloco de colunas, um registro.',
          'Casos: soma dos casos do período; nascimentos: soma dos nascimentos do período.',
          'Prevalência por 10.000 nascimentos, com o intervalo de confiança de 95% entre parênteses.',
          'Um traço indica registro sem dados para a anomalia no período.',
        ],
      },
      limitations,
    ],
  },
  microcephalySeries: {
    language: 'pt',
    kind: 'Dados acumulados',
    title: 'Microcefalia: série histórica 2015-2025',
    subtitle: 'Prevalência semestral nos registros da rede',
    summary:
      'A prevalência ao nascer de microcefalia por semestre, de 2015 a 2025, em cada registro e na rede somada, desde o início da epidemia de vírus Zika.',
    sections: [
      {
        heading: 'Apresentação',
        paragraphs: [
          'A epidemia de vírus Zika mostrou a importância de séries longas e comparáveis para reconhecer um aumento de casos. Esta publicação acompanha a microcefalia ao nascer por semestre desde 2015 e é atualizada a cada ano.',
        ],
      },
      {
        heading: 'Definição usada',
        paragraphs: [
          'São contados os recém-nascidos com microcefalia descrita ao nascimento e codificada como Q02, isolada ou associada a outras anomalias. A medida do perímetro cefálico e o limite adotado seguem o manual de codificação da rede.',
        ],
      },
      methods,
      {
        heading: 'Como ler a série',
        items: [
          'Um gráfico por registro, com a prevalência semestral e o seu intervalo de confiança.',
          'A linha tracejada indica a prevalência média do período de base.',
          'Semestres sem dados aparecem como lacunas, não como zero.',
        ],
      },
      limitations,
    ],
  },
}
