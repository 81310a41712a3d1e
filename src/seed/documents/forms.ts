import type { Locale } from '@/i18n/locales'
import type { DemoDocument, DemoSection } from '../files/pdf'

/** The data submission forms, each with its filling-in instructions (demo text). */
export type FormKey = 'semiannual' | 'cases' | 'births'

type FormText = {
  purpose: string
  fields: Array<[string, string]>
}

type LanguageText = {
  kind: string
  subtitle: string
  summary: string
  headings: { purpose: string; who: string; fields: string; blanks: string; checks: string }
  who: string[]
  blanks: string[]
  checks: string[]
  forms: Record<FormKey, FormText>
}

const texts: Record<Locale, LanguageText> = {
  pt: {
    kind: 'Formulário',
    subtitle: 'Modelo em vigor a partir do 1º semestre de 2026',
    summary:
      'Instruções de preenchimento e descrição de cada campo. O formulário é preenchido na área de membros do site ou na planilha modelo e enviado uma vez por semestre.',
    headings: {
      purpose: 'Finalidade',
      who: 'Quem preenche e quando',
      fields: 'Campos do formulário',
      blanks: 'Zeros e campos em branco',
      checks: 'Antes de enviar',
    },
    who: [
      'A pessoa responsável pelo registro, ou quem ela indicar, preenche o formulário depois de revisar os casos do semestre. O envio é feito até o fim do trimestre seguinte ao semestre dos dados.',
      'Registros com mais de um hospital podem reunir os dados de todos em um só formulário, desde que a soma seja conferida com as planilhas de cada hospital.',
    ],
    blanks: [
      'Zero significa que não houve nenhum caso ou nascimento no mês. Um campo em branco significa que o dado não está disponível. Os dois não são equivalentes: um zero entra no cálculo das prevalências; um campo em branco, não.',
      'Se um dado ficar disponível depois do envio, ele pode ser incluído em um novo envio do mesmo semestre.',
    ],
    checks: [
      'Os meses correspondem ao semestre informado e não se repetem.',
      'Os totais conferem com as planilhas dos hospitais participantes.',
      'Não há informação que identifique pacientes ou famílias.',
      'O campo de observações explica mudanças de cobertura ou de fonte dos dados.',
    ],
    forms: {
      semiannual: {
        purpose:
          'Este formulário acompanha cada envio semestral. Ele identifica o registro e o período e resume os totais, que a secretaria compara com os formulários de casos e de nascimentos enviados junto.',
        fields: [
          ['Registro', 'Código do registro na rede, como aparece na área de membros.'],
          ['Semestre', 'Ano e semestre dos dados, no formato AAAA-1 ou AAAA-2.'],
          [
            'Hospitais participantes',
            'Número de hospitais que enviaram dados no semestre e, nas observações, os que entraram ou saíram.',
          ],
          ['Total de nascimentos', 'Soma de nascidos vivos e natimortos dos seis meses.'],
          ['Total de casos', 'Número de recém-nascidos com pelo menos uma anomalia maior.'],
          ['Função de quem envia', 'O cargo ou a função de quem preencheu, sem o nome.'],
          ['Observações', 'Qualquer informação que ajude a interpretar os números.'],
        ],
      },
      cases: {
        purpose:
          'Este formulário informa, mês a mês, o número de casos de cada anomalia monitorada pela rede. É a base do teste de alarme, do canal endêmico e das tabelas de prevalência.',
        fields: [
          ['Mês', 'Mês de nascimento dos casos, no formato AAAA-MM.'],
          ['Anomalia', 'Número da anomalia na lista de anomalias monitoradas da rede.'],
          ['Casos', 'Recém-nascidos com a anomalia no mês, isolada ou associada a outras.'],
          ['Natimortos', 'Quantos desses casos nasceram mortos.'],
          ['Casos isolados', 'Quantos casos tinham apenas essa anomalia maior.'],
          ['Observações', 'Esclarecimentos sobre casos a confirmar ou correções.'],
        ],
      },
      births: {
        purpose:
          'Este formulário informa os nascimentos de cada mês na área de cobertura do registro. Eles são o denominador das prevalências: sem eles, os casos não podem ser comparados entre registros nem ao longo do tempo.',
        fields: [
          ['Mês', 'Mês dos nascimentos, no formato AAAA-MM.'],
          ['Nascidos vivos', 'Total de nascidos vivos no mês nos hospitais participantes.'],
          [
            'Natimortos',
            'Total de natimortos no mês, pelo critério de peso ou idade gestacional do registro.',
          ],
          ['Fonte', 'Livro de partos, sistema hospitalar ou estatísticas vitais.'],
          ['Observações', 'Mudanças de cobertura, greves, reformas ou outras interrupções.'],
        ],
      },
    },
  },
  es: {
    kind: 'Formulario',
    subtitle: 'Modelo vigente desde el 1.er semestre de 2026',
    summary:
      'Instrucciones de llenado y descripción de cada campo. El formulario se completa en el área de miembros del sitio o en la planilla modelo y se envía una vez por semestre.',
    headings: {
      purpose: 'Finalidad',
      who: 'Quién lo completa y cuándo',
      fields: 'Campos del formulario',
      blanks: 'Ceros y campos en blanco',
      checks: 'Antes de enviar',
    },
    who: [
      'La persona responsable del registro, o quien ella designe, completa el formulario después de revisar los casos del semestre. El envío se hace antes del fin del trimestre siguiente al semestre de los datos.',
      'Los registros con más de un hospital pueden reunir los datos de todos en un solo formulario, siempre que la suma se verifique con las planillas de cada hospital.',
    ],
    blanks: [
      'Cero significa que no hubo ningún caso o nacimiento en el mes. Un campo en blanco significa que el dato no está disponible. No son equivalentes: un cero entra en el cálculo de las prevalencias; un campo en blanco, no.',
      'Si un dato queda disponible después del envío, puede incluirse en un nuevo envío del mismo semestre.',
    ],
    checks: [
      'Los meses corresponden al semestre informado y no se repiten.',
      'Los totales coinciden con las planillas de los hospitales participantes.',
      'No hay información que identifique a pacientes o familias.',
      'El campo de observaciones explica cambios de cobertura o de fuente de los datos.',
    ],
    forms: {
      semiannual: {
        purpose:
          'Este formulario acompaña cada envío semestral. Identifica el registro y el período y resume los totales, que la secretaría compara con los formularios de casos y de nacimientos enviados junto con él.',
        fields: [
          ['Registro', 'Código del registro en la red, tal como aparece en el área de miembros.'],
          ['Semestre', 'Año y semestre de los datos, en el formato AAAA-1 o AAAA-2.'],
          [
            'Hospitales participantes',
            'Número de hospitales que enviaron datos en el semestre y, en las observaciones, los que se incorporaron o salieron.',
          ],
          ['Total de nacimientos', 'Suma de nacidos vivos y mortinatos de los seis meses.'],
          ['Total de casos', 'Número de recién nacidos con al menos una anomalía mayor.'],
          [
            'Función de quien envía',
            'El cargo o la función de quien completó el formulario, sin el nombre.',
          ],
          ['Observaciones', 'Cualquier información que ayude a interpretar las cifras.'],
        ],
      },
      cases: {
        purpose:
          'Este formulario informa, mes a mes, el número de casos de cada anomalía monitoreada por la red. Es la base de la prueba de alarma, del canal endémico y de las tablas de prevalencia.',
        fields: [
          ['Mes', 'Mes de nacimiento de los casos, en el formato AAAA-MM.'],
          ['Anomalía', 'Número de la anomalía en la lista de anomalías monitoreadas de la red.'],
          ['Casos', 'Recién nacidos con la anomalía en el mes, aislada o asociada a otras.'],
          ['Mortinatos', 'Cuántos de esos casos nacieron muertos.'],
          ['Casos aislados', 'Cuántos casos tenían solo esa anomalía mayor.'],
          ['Observaciones', 'Aclaraciones sobre casos a confirmar o correcciones.'],
        ],
      },
      births: {
        purpose:
          'Este formulario informa los nacimientos de cada mes en el área de cobertura del registro. Son el denominador de las prevalencias: sin ellos, los casos no pueden compararse entre registros ni a lo largo del tiempo.',
        fields: [
          ['Mes', 'Mes de los nacimientos, en el formato AAAA-MM.'],
          ['Nacidos vivos', 'Total de nacidos vivos en el mes en los hospitales participantes.'],
          [
            'Mortinatos',
            'Total de mortinatos en el mes, según el criterio de peso o edad gestacional del registro.',
          ],
          ['Fuente', 'Libro de partos, sistema hospitalario o estadísticas vitales.'],
          ['Observaciones', 'Cambios de cobertura, huelgas, obras u otras interrupciones.'],
        ],
      },
    },
  },
  en: {
    kind: 'Form',
    subtitle: 'Template in force from the first half of 2026',
    summary:
      'Filling-in instructions and a description of each field. The form is completed in the members’ area of the website or in the template spreadsheet and submitted once every half-year.',
    headings: {
      purpose: 'Purpose',
      who: 'Who fills it in, and when',
      fields: 'Fields of the form',
      blanks: 'Zeros and blank fields',
      checks: 'Before submitting',
    },
    who: [
      'The registry’s contact person, or someone they appoint, fills in the form after reviewing the half-year’s cases. It is submitted by the end of the quarter following the half-year of the data.',
      'Registries with more than one hospital may bring all their data together in a single form, as long as the totals are checked against each hospital’s spreadsheet.',
    ],
    blanks: [
      'Zero means there was no case or birth in the month. A blank field means the figure is not available. They are not the same: a zero counts in the prevalence calculations; a blank field does not.',
      'If a figure becomes available after the submission, it can be added in a new submission for the same half-year.',
    ],
    checks: [
      'The months belong to the half-year given and are not repeated.',
      'The totals match the spreadsheets of the participating hospitals.',
      'Nothing identifies patients or families.',
      'The notes field explains changes in coverage or in the source of the data.',
    ],
    forms: {
      semiannual: {
        purpose:
          'This form goes with every half-yearly submission. It identifies the registry and the period and sums up the totals, which the office compares with the cases and births forms sent with it.',
        fields: [
          ['Registry', 'The registry’s network code, as shown in the members’ area.'],
          ['Half-year', 'Year and half of the data, as YYYY-1 or YYYY-2.'],
          [
            'Participating hospitals',
            'Number of hospitals that sent data in the half-year and, in the notes, those that joined or left.',
          ],
          ['Total births', 'Live births and stillbirths of the six months added together.'],
          ['Total cases', 'Number of newborns with at least one major anomaly.'],
          [
            'Role of the sender',
            'The position or role of whoever filled in the form, without a name.',
          ],
          ['Notes', 'Anything that helps to read the figures.'],
        ],
      },
      cases: {
        purpose:
          'This form gives, month by month, the number of cases of each anomaly the network monitors. It feeds the alarm test, the endemic channel and the prevalence tables.',
        fields: [
          ['Month', 'Month of birth of the cases, as YYYY-MM.'],
          ['Anomaly', 'Number of the anomaly in the network’s list of monitored anomalies.'],
          ['Cases', 'Newborns with the anomaly in the month, isolated or with others.'],
          ['Stillbirths', 'How many of those cases were stillborn.'],
          ['Isolated cases', 'How many cases had that major anomaly only.'],
          ['Notes', 'Explanations about cases to be confirmed or corrections.'],
        ],
      },
      births: {
        purpose:
          'This form gives the births of each month in the registry’s coverage area. They are the denominator of prevalence: without them, cases cannot be compared between registries or over time.',
        fields: [
          ['Month', 'Month of the births, as YYYY-MM.'],
          ['Live births', 'Total live births in the month in the participating hospitals.'],
          [
            'Stillbirths',
            'Total stillbirths in the month, by the registry’s weight or gestational-age criterion.',
          ],
          ['Source', 'Delivery records, hospital system or vital statistics.'],
          ['Notes', 'Changes in coverage, strikes, building works or other interruptions.'],
        ],
      },
    },
  },
}

/** A form with its instructions, titled as the site lists it, in one language. */
export function formDocument(form: FormKey, title: string, language: Locale): DemoDocument {
  const text = texts[language]
  const sections: DemoSection[] = [
    { heading: text.headings.purpose, paragraphs: [text.forms[form].purpose] },
    { heading: text.headings.who, paragraphs: text.who },
    { heading: text.headings.fields, terms: text.forms[form].fields },
    { heading: text.headings.blanks, paragraphs: text.blanks },
    { heading: text.headings.checks, items: text.checks },
  ]
  return {
    language,
    kind: text.kind,
    title,
    subtitle: text.subtitle,
    summary: text.summary,
    sections,
  }
}
