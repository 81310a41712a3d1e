import type { DemoDocument } from '../files/pdf'

/** The files of the webinars (demo text, in Portuguese, as the office writes them). */

/** The agenda as list items: one line each, without the leading dash. */
const agendaItems = (agenda: string) =>
  agenda
    .split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .filter(Boolean)

export function operationalPresentation(label: string, agenda: string): DemoDocument {
  return {
    language: 'pt',
    kind: 'Apresentação',
    title: `Apresentação da secretaria — ${label}`,
    subtitle: `Webinar operacional · ${label}`,
    summary:
      'Os slides apresentados pela secretaria no webinar operacional, reunidos em texto: informes, situação dos envios e próximos passos.',
    sections: [
      { heading: 'Pauta do webinar', items: agendaItems(agenda) },
      {
        heading: 'Situação dos envios',
        paragraphs: [
          'A maior parte dos registros enviou os dados do semestre dentro do prazo. Os envios pendentes foram acompanhados individualmente pela secretaria, que ofereceu apoio para resolver problemas de formato dos arquivos e de fonte dos nascimentos.',
          'As consultas de qualidade mais frequentes continuam sendo meses sem nascimentos informados e campos deixados em branco quando o valor conhecido era zero.',
        ],
      },
      {
        heading: 'Lembretes',
        items: [
          'Use sempre a versão mais recente dos formulários, disponível na área de membros.',
          'Informe nas observações qualquer mudança de cobertura hospitalar.',
          'Mantenha atualizados os contatos da pessoa responsável e da substituta.',
        ],
      },
      {
        heading: 'Próximos passos',
        paragraphs: [
          'A secretaria enviará os resultados da vigilância do semestre a cada registro e convidará os registros com sinais estatísticos para uma conversa antes da publicação do relatório semestral.',
        ],
      },
    ],
  }
}

export function operationalMinutes(label: string, agenda: string): DemoDocument {
  return {
    language: 'pt',
    kind: 'Ata',
    title: `Ata do webinar operacional — ${label}`,
    subtitle: `Reunião online · ${label}`,
    summary:
      'Registro do webinar operacional: participação, assuntos tratados e encaminhamentos acordados com os registros membros.',
    sections: [
      {
        heading: 'Participação',
        paragraphs: [
          'O webinar reuniu representantes dos registros membros e a secretaria executiva. A lista de presença por registro foi arquivada pela secretaria.',
        ],
      },
      { heading: 'Assuntos tratados', items: agendaItems(agenda) },
      {
        heading: 'Discussão',
        paragraphs: [
          'Os registros relataram as dificuldades do semestre, em especial a obtenção dos nascimentos mensais quando a fonte é o sistema de estatísticas vitais, que costuma publicar os dados com atraso. Foi lembrado que um envio pode ser completado depois, por um novo envio do mesmo semestre.',
          'A secretaria esclareceu dúvidas sobre o preenchimento dos formulários e sobre a leitura dos resultados do canal endêmico.',
        ],
      },
      {
        heading: 'Encaminhamentos',
        items: [
          'A secretaria publicará a apresentação na página do webinar.',
          'Os registros com envios pendentes combinarão uma data com a secretaria.',
          'As dúvidas de codificação serão levadas à oficina do encontro anual.',
        ],
      },
    ],
  }
}

export function researchMinutes(name: string, project: string): DemoDocument {
  return {
    language: 'pt',
    kind: 'Ata',
    title: `Ata — ${name}`,
    subtitle: `Projeto discutido: ${project}`,
    summary:
      'Registro do webinar de pesquisa: apresentação da proposta, discussão com os registros e próximos passos do projeto.',
    sections: [
      {
        heading: 'Apresentação da proposta',
        paragraphs: [
          `A equipe proponente apresentou o projeto “${project}”: a pergunta de pesquisa, os registros cujos dados seriam necessários, as variáveis e o período de análise.`,
          'Foi destacado que o projeto usa apenas dados agregados já enviados à rede, sem novas coletas nos hospitais.',
        ],
      },
      {
        heading: 'Discussão',
        paragraphs: [
          'Os registros comentaram a disponibilidade dos dados no período proposto e as diferenças de cobertura entre registros de base hospitalar e populacional, que devem ser consideradas na análise.',
          'Também foram discutidas as regras de autoria e a forma de reconhecer os registros que contribuírem com dados.',
        ],
      },
      {
        heading: 'Próximos passos',
        items: [
          'A equipe proponente enviará o protocolo revisado à coordenação.',
          'Os registros interessados confirmarão sua participação à secretaria.',
          'O andamento do projeto será apresentado no encontro anual.',
        ],
      },
    ],
  }
}
