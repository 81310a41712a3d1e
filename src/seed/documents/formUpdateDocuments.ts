import type { DemoDocument } from '../files/pdf'
import { demoMalformations } from '../surveillanceData/malformations'
import { formDocument } from './forms'

/** The files attached to the form updates (demo text, in Portuguese). */
export type FormUpdateFile = 'updatedForm' | 'updateNotes' | 'casesForm2025' | 'anomalyList'

export const formUpdateDocuments: Record<FormUpdateFile, DemoDocument> = {
  updatedForm: formDocument('births', 'Formulário atualizado', 'pt'),
  updateNotes: {
    language: 'pt',
    kind: 'Notas',
    title: 'Notas da atualização',
    subtitle: 'Formulários de envio · abril de 2026',
    summary:
      'O que mudou nos formulários de envio com a adoção do período de base 2020-2022 e como preencher os novos campos.',
    sections: [
      {
        heading: 'O que mudou',
        items: [
          'O formulário de nascimentos pede os totais mensais de 2020 a 2022 dos registros que ainda não os enviaram.',
          'O campo de fonte dos nascimentos passa a ser obrigatório.',
          'As observações aceitam textos mais longos, para explicar mudanças de cobertura.',
        ],
      },
      {
        heading: 'Por que mudou',
        paragraphs: [
          'A assembleia geral de 2025 aprovou o período de base 2020-2022 para as prevalências de referência. Para calculá-las, a secretaria precisa dos nascimentos mensais de todos os registros nesses três anos.',
        ],
      },
      {
        heading: 'Como enviar',
        paragraphs: [
          'Os nascimentos de 2020 a 2022 podem ser enviados junto com o próximo envio semestral ou em um envio separado, na área de membros. Quem já os enviou não precisa repetir o envio.',
        ],
      },
    ],
  },
  casesForm2025: formDocument('cases', 'Formulário de casos (versão 2025)', 'pt'),
  anomalyList: {
    language: 'pt',
    kind: 'Lista',
    title: 'Lista de anomalias monitoradas',
    subtitle: 'Revisão de abril de 2025',
    summary:
      'As anomalias que os registros informam mês a mês no formulário de casos, com o número usado pela rede e os códigos da CID-10 correspondentes.',
    sections: [
      {
        heading: 'Anomalias e códigos',
        terms: demoMalformations.map(({ number, icd10, name }) => [
          `${number}. ${name.pt}`,
          `CID-10: ${icd10}`,
        ]),
      },
      {
        heading: 'Observações',
        paragraphs: [
          'Um recém-nascido com mais de uma anomalia da lista é contado em cada uma delas. A hidrocefalia associada a espinha bífida é contada apenas como espinha bífida.',
        ],
      },
    ],
  },
}
