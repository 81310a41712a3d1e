import type { Locale } from '@/i18n/locales'
import type { OfficialDocument } from '@/payload-types'
import type { DemoDocument } from '../files/pdf'

/**
 * The official documents (demo text). The office keeps them in Portuguese; the agreement term
 * also has a Spanish version, so the demo shows both a translated file and the fallback to
 * Portuguese.
 */
export const officialDocumentTexts: Record<
  OfficialDocument['type'],
  Partial<Record<Locale, DemoDocument>> & { pt: DemoDocument }
> = {
  'agreement-term': {
    pt: {
      language: 'pt',
      kind: 'Documento oficial',
      title: 'Termo de acordo e compromissos',
      subtitle: 'Modelo aprovado pela assembleia geral',
      summary:
        'Os compromissos que um registro assume ao entrar na rede e os que a rede assume com ele. O termo é assinado pela instituição do registro e pela coordenação.',
      sections: [
        {
          heading: 'Das partes',
          paragraphs: [
            'Este termo é celebrado entre a rede, representada por sua coordenação, e a instituição responsável pelo registro de anomalias congênitas identificado no pedido de adesão, doravante chamado registro membro.',
          ],
        },
        {
          heading: 'Do objeto',
          paragraphs: [
            'O termo estabelece as condições de participação do registro membro nas atividades de vigilância, pesquisa e capacitação da rede, e as regras de uso dos dados agregados que ele envia.',
          ],
        },
        {
          heading: 'Dos compromissos do registro membro',
          items: [
            'Seguir o manual de procedimentos e o manual de codificação da rede.',
            'Enviar os dados de casos e de nascimentos a cada semestre, nos prazos combinados.',
            'Responder às consultas da secretaria sobre a qualidade dos dados.',
            'Indicar uma pessoa responsável pelo contato e uma substituta.',
            'Participar, sempre que possível, das reuniões operacionais e do encontro anual.',
          ],
        },
        {
          heading: 'Dos compromissos da rede',
          items: [
            'Manter a área de membros, as ferramentas de vigilância e os manuais atualizados.',
            'Devolver ao registro, a cada semestre, os resultados dos testes de vigilância.',
            'Consultar o registro antes de comunicar qualquer sinal que envolva seus dados.',
            'Oferecer capacitação em descrição, codificação e análise de dados.',
          ],
        },
        {
          heading: 'Do uso dos dados e das publicações',
          paragraphs: [
            'Os dados enviados permanecem de propriedade do registro membro. A rede os utiliza de forma agregada para a vigilância e para os projetos aprovados em assembleia. Publicações que incluam dados de um registro são submetidas previamente à sua pessoa responsável, e o registro é reconhecido como coautor ou colaborador conforme as regras da rede.',
          ],
        },
        {
          heading: 'Da vigência',
          paragraphs: [
            'O termo vigora por prazo indeterminado a partir da assinatura. Qualquer das partes pode encerrá-lo por comunicação escrita com noventa dias de antecedência; os dados já enviados continuam disponíveis para as análises em andamento, salvo pedido expresso em contrário.',
          ],
        },
        {
          heading: 'Assinaturas',
          paragraphs: [
            'Local e data: ______________________________',
            'Pela instituição do registro membro: ______________________________',
            'Pela coordenação da rede: ______________________________',
          ],
        },
      ],
    },
    es: {
      language: 'es',
      kind: 'Documento oficial',
      title: 'Término de acuerdo y compromisos',
      subtitle: 'Modelo aprobado por la asamblea general',
      summary:
        'Los compromisos que asume un registro al ingresar en la red y los que la red asume con él. El término lo firman la institución del registro y la coordinación.',
      sections: [
        {
          heading: 'De las partes',
          paragraphs: [
            'Este término se celebra entre la red, representada por su coordinación, y la institución responsable del registro de anomalías congénitas identificado en la solicitud de adhesión, en adelante llamado registro miembro.',
          ],
        },
        {
          heading: 'Del objeto',
          paragraphs: [
            'El término establece las condiciones de participación del registro miembro en las actividades de vigilancia, investigación y capacitación de la red, y las reglas de uso de los datos agregados que envía.',
          ],
        },
        {
          heading: 'De los compromisos del registro miembro',
          items: [
            'Seguir el manual de procedimientos y el manual de codificación de la red.',
            'Enviar los datos de casos y de nacimientos cada semestre, en los plazos acordados.',
            'Responder a las consultas de la secretaría sobre la calidad de los datos.',
            'Designar a una persona responsable del contacto y a una suplente.',
            'Participar, siempre que sea posible, en las reuniones operativas y en el encuentro anual.',
          ],
        },
        {
          heading: 'De los compromisos de la red',
          items: [
            'Mantener actualizados el área de miembros, las herramientas de vigilancia y los manuales.',
            'Devolver al registro, cada semestre, los resultados de las pruebas de vigilancia.',
            'Consultar al registro antes de comunicar cualquier señal que involucre sus datos.',
            'Ofrecer capacitación en descripción, codificación y análisis de datos.',
          ],
        },
        {
          heading: 'Del uso de los datos y de las publicaciones',
          paragraphs: [
            'Los datos enviados siguen siendo propiedad del registro miembro. La red los utiliza de forma agregada para la vigilancia y para los proyectos aprobados en asamblea. Las publicaciones que incluyan datos de un registro se someten previamente a su persona responsable, y el registro se reconoce como coautor o colaborador según las reglas de la red.',
          ],
        },
        {
          heading: 'De la vigencia',
          paragraphs: [
            'El término rige por tiempo indeterminado desde su firma. Cualquiera de las partes puede darlo por terminado mediante comunicación escrita con noventa días de anticipación; los datos ya enviados siguen disponibles para los análisis en curso, salvo pedido expreso en contrario.',
          ],
        },
        {
          heading: 'Firmas',
          paragraphs: [
            'Lugar y fecha: ______________________________',
            'Por la institución del registro miembro: ______________________________',
            'Por la coordinación de la red: ______________________________',
          ],
        },
      ],
    },
  },
  'assembly-minutes': {
    pt: {
      language: 'pt',
      kind: 'Ata',
      title: 'Ata da assembleia geral de 2025',
      subtitle: 'Reunião online · 27 de novembro de 2025',
      summary:
        'Registro da assembleia geral realizada durante o encontro anual de 2025: participação, pauta, deliberações e encaminhamentos.',
      sections: [
        {
          heading: 'Abertura e participação',
          paragraphs: [
            'A assembleia foi aberta pela coordenação às 15 horas, por videoconferência, com a presença de representantes de doze registros membros, número suficiente para as deliberações segundo o regimento interno. A secretaria registrou a lista de presença por registro, sem identificação individual nesta ata.',
          ],
        },
        {
          heading: 'Pauta',
          items: [
            'Relatório da secretaria sobre os envios de 2025.',
            'Resultados da vigilância do primeiro semestre de 2025.',
            'Adoção do período de base 2020-2022 para as prevalências de referência.',
            'Calendário de reuniões de 2026.',
            'Assuntos gerais.',
          ],
        },
        {
          heading: 'Relatório da secretaria',
          paragraphs: [
            'A secretaria apresentou a situação dos envios: todos os registros enviaram os dados do segundo semestre de 2024, e a maioria já havia enviado os do primeiro semestre de 2025. Foram destacadas as consultas de qualidade mais frequentes, em especial a diferença entre zero e campo em branco nos formulários.',
          ],
        },
        {
          heading: 'Deliberações',
          items: [
            'Aprovado, por unanimidade, o período de base 2020-2022 para o cálculo das prevalências de referência a partir de 2026.',
            'Aprovada a inclusão da idade ao diagnóstico no formulário de casos, de preenchimento opcional.',
            'Aprovado o calendário de 2026, com reuniões operacionais em abril e outubro e o encontro anual em novembro.',
          ],
        },
        {
          heading: 'Encaminhamentos',
          paragraphs: [
            'A secretaria atualizará os formulários e os manuais até o fim do primeiro trimestre de 2026 e os publicará na área de membros. A coordenação enviará o resumo das deliberações às instituições dos registros membros.',
            'Nada mais havendo a tratar, a assembleia foi encerrada, e esta ata foi lavrada pela secretaria e aprovada pelos presentes na reunião seguinte.',
          ],
        },
      ],
    },
  },
  'membership-letter': {
    pt: {
      language: 'pt',
      kind: 'Modelo',
      title: 'Modelo de carta de adesão',
      subtitle: 'Para registros que pedem para entrar na rede',
      summary:
        'Texto de referência para a carta com que a instituição de um registro pede a adesão à rede. Substitua os trechos entre colchetes e envie a carta assinada à secretaria.',
      sections: [
        {
          heading: 'Destinatário',
          paragraphs: ['À coordenação da rede, aos cuidados da secretaria executiva.'],
        },
        {
          heading: 'Pedido de adesão',
          paragraphs: [
            'A [nome da instituição], responsável pelo [nome do registro], com sede em [cidade, país], vem manifestar seu interesse em integrar a rede como registro membro.',
            'O registro funciona desde [ano de início], com base [hospitalar ou populacional], e cobre aproximadamente [número] nascimentos por ano em [área de cobertura]. Os casos são descritos e codificados segundo a CID-10.',
          ],
        },
        {
          heading: 'Compromissos',
          paragraphs: [
            'A instituição declara conhecer o termo de acordo e compromissos e o regimento interno da rede e se compromete a segui-los, enviando os dados semestrais nos formulários da rede e participando das atividades de vigilância e capacitação.',
          ],
        },
        {
          heading: 'Contato',
          paragraphs: [
            'Indicamos como responsável pelo contato com a secretaria a pessoa que ocupa a função de [função], pelo e-mail [endereço institucional], e como substituta a pessoa que ocupa a função de [função].',
          ],
        },
        {
          heading: 'Assinatura',
          paragraphs: [
            '[Cidade], [data].',
            '______________________________',
            '[Função da pessoa que assina], pela [nome da instituição]',
          ],
        },
      ],
    },
  },
  other: {
    pt: {
      language: 'pt',
      kind: 'Regimento',
      title: 'Regimento interno da rede',
      subtitle: 'Texto consolidado · 2025',
      summary:
        'As regras de funcionamento da rede: seus membros, sua coordenação e secretaria, as assembleias, o uso dos dados e a reforma deste regimento.',
      sections: [
        {
          heading: 'Da rede e de seus fins',
          paragraphs: [
            'Art. 1º A rede reúne registros de anomalias congênitas da América Latina com o fim de vigiar sua frequência, apoiar a pesquisa sobre suas causas e sua prevenção e fortalecer os registros participantes.',
            'Art. 2º A rede não tem fins lucrativos e atua em cooperação com instituições de saúde, universidades e organismos internacionais.',
          ],
        },
        {
          heading: 'Dos membros',
          paragraphs: [
            'Art. 3º São membros os registros cuja adesão foi aprovada pela coordenação e que assinaram o termo de acordo e compromissos.',
            'Art. 4º Cada registro membro tem direito a um voto nas assembleias, exercido por sua pessoa responsável ou por quem ela indicar por escrito.',
            'Art. 5º O registro que deixar de enviar dados por dois semestres consecutivos, sem justificativa, será consultado pela coordenação sobre a continuidade de sua participação.',
          ],
        },
        {
          heading: 'Da coordenação e da secretaria',
          paragraphs: [
            'Art. 6º A coordenação é eleita pela assembleia geral para um mandato de três anos, permitida uma recondução.',
            'Art. 7º A secretaria executiva recebe e confere os dados, mantém o site e a área de membros, organiza as reuniões e prepara os relatórios da rede.',
          ],
        },
        {
          heading: 'Das assembleias',
          paragraphs: [
            'Art. 8º A assembleia geral reúne-se uma vez por ano, durante o encontro anual, e extraordinariamente quando convocada pela coordenação ou por um terço dos membros.',
            'Art. 9º As deliberações são tomadas pela maioria dos registros presentes, exceto a reforma deste regimento, que exige dois terços.',
          ],
        },
        {
          heading: 'Dos dados',
          paragraphs: [
            'Art. 10 Os dados enviados à rede são agregados e não permitem a identificação de pessoas. Permanecem de propriedade do registro que os enviou.',
            'Art. 11 O uso dos dados em publicações segue as regras aprovadas em assembleia e requer a consulta prévia aos registros envolvidos.',
          ],
        },
        {
          heading: 'Disposições finais',
          paragraphs: [
            'Art. 12 Os casos omissos são resolvidos pela coordenação, ouvida a secretaria, e relatados na assembleia seguinte.',
            'Art. 13 Este regimento entra em vigor na data de sua aprovação pela assembleia geral.',
          ],
        },
      ],
    },
  },
}
