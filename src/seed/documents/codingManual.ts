import type { Locale } from '@/i18n/locales'
import type { DemoDocument } from '../files/pdf'

/** The manual for describing and coding anomalies (ICD-10), written in each language (demo text). */
export const codingManual: Record<Locale, DemoDocument> = {
  pt: {
    language: 'pt',
    kind: 'Manual',
    title: 'Manual de descrição e codificação de anomalias (CID-10)',
    subtitle: 'Versão 2.3 · outubro de 2025',
    summary:
      'Como descrever o que foi observado em cada recém-nascido e atribuir os códigos do capítulo XVII da CID-10 de forma igual em todos os registros da rede.',
    sections: [
      {
        heading: 'Para que serve este manual',
        paragraphs: [
          'Comparar prevalências entre registros só faz sentido quando todos descrevem e codificam as anomalias da mesma maneira. Este manual reúne as regras que a rede adota para isso e deve ser lido junto com o manual de procedimentos.',
          'As regras valem para os casos enviados à rede. Cada registro pode manter, para uso próprio, descrições e códigos mais detalhados.',
        ],
      },
      {
        heading: 'Descrever antes de codificar',
        paragraphs: [
          'O código resume uma descrição; não a substitui. Para cada anomalia, anote o que foi visto, onde, de que lado e com que extensão, sem pressupor um diagnóstico que ainda não foi confirmado. Uma boa descrição permite revisar o código mais tarde, quando chegar um exame ou uma avaliação especializada.',
          'Prefira termos simples e precisos. Em vez de “fissura”, escreva “fenda labial unilateral esquerda completa, com fenda palatina”; em vez de “pé torto”, informe o lado e se o pé é redutível.',
        ],
      },
      {
        heading: 'O capítulo XVII da CID-10',
        paragraphs: [
          'As malformações congênitas, deformidades e anomalias cromossômicas ocupam os códigos Q00 a Q99, organizados por sistema:',
        ],
        terms: [
          ['Q00–Q07', 'Sistema nervoso'],
          ['Q10–Q18', 'Olho, ouvido, face e pescoço'],
          ['Q20–Q28', 'Aparelho circulatório'],
          ['Q30–Q34', 'Aparelho respiratório'],
          ['Q35–Q37', 'Fenda labial e fenda palatina'],
          ['Q38–Q45', 'Outras malformações do aparelho digestivo'],
          ['Q50–Q56 e Q60–Q64', 'Órgãos genitais e aparelho urinário'],
          ['Q65–Q79', 'Sistema osteomuscular'],
          ['Q80–Q89 e Q90–Q99', 'Outras malformações e anomalias cromossômicas'],
        ],
      },
      {
        heading: 'Regras de codificação',
        items: [
          'Um código para cada anomalia distinta: um recém-nascido com três anomalias recebe três códigos.',
          'Use o código mais específico disponível, com quatro caracteres sempre que a descrição permitir.',
          'Quando uma síndrome for confirmada, codifique a síndrome e também as anomalias maiores que a compõem.',
          'Uma anomalia que é consequência direta de outra (por exemplo, o pé torto em uma espinha bífida) é descrita, mas não conta como anomalia independente.',
          'Indique se o caso é isolado (uma só anomalia maior) ou múltiplo (duas ou mais anomalias maiores não relacionadas).',
        ],
      },
      {
        heading: 'Exemplos frequentes',
        terms: [
          ['Anencefalia — Q00.0', 'Ausência da calota craniana e do tecido cerebral exposto.'],
          [
            'Espinha bífida — Q05',
            'De Q05.0 a Q05.4 quando há hidrocefalia associada; de Q05.5 a Q05.9 quando não há. Anote o nível da lesão.',
          ],
          ['Microcefalia — Q02', 'Perímetro cefálico abaixo do limite adotado pelo registro.'],
          [
            'Fendas orais — Q35, Q36 e Q37',
            'Fenda palatina, fenda labial e fenda labial com fenda palatina, respectivamente.',
          ],
          ['Onfalocele — Q79.2; gastrosquise — Q79.3', 'Distinga-as pela presença de membrana.'],
          ['Pé torto congênito — Q66.0', 'Informe o lado; posições apenas posturais não contam.'],
          ['Síndrome de Down — Q90', 'Use Q90.9 enquanto o cariótipo não estiver disponível.'],
        ],
      },
      {
        heading: 'Casos duvidosos',
        paragraphs: [
          'Quando a equipe não tiver certeza de que uma alteração é uma anomalia maior, registre a descrição completa e marque o caso como “a confirmar”. A pessoa responsável pelo registro revisa esses casos antes do envio e, se persistir a dúvida, consulta a secretaria com a descrição, sem dados de identificação.',
          'Casos que não puderem ser confirmados até o prazo do envio entram no semestre seguinte, como correção, depois de esclarecidos.',
        ],
      },
      {
        heading: 'Verificação antes do envio',
        items: [
          'Todas as anomalias têm descrição, além do código.',
          'Os códigos pertencem ao capítulo XVII e têm o formato correto.',
          'Casos múltiplos não foram contados duas vezes na mesma anomalia.',
          'As anomalias monitoradas pela rede foram somadas por mês nos formulários de casos.',
        ],
      },
    ],
  },
  es: {
    language: 'es',
    kind: 'Manual',
    title: 'Manual de descripción y codificación de anomalías (CIE-10)',
    subtitle: 'Versión 2.3 · octubre de 2025',
    summary:
      'Cómo describir lo observado en cada recién nacido y asignar los códigos del capítulo XVII de la CIE-10 de la misma manera en todos los registros de la red.',
    sections: [
      {
        heading: 'Para qué sirve este manual',
        paragraphs: [
          'Comparar prevalencias entre registros solo tiene sentido cuando todos describen y codifican las anomalías de la misma manera. Este manual reúne las reglas que la red adopta con ese fin y debe leerse junto con el manual de procedimientos.',
          'Las reglas valen para los casos enviados a la red. Cada registro puede conservar, para su propio uso, descripciones y códigos más detallados.',
        ],
      },
      {
        heading: 'Describir antes de codificar',
        paragraphs: [
          'El código resume una descripción; no la reemplaza. Para cada anomalía, anote qué se vio, dónde, de qué lado y con qué extensión, sin suponer un diagnóstico que aún no se ha confirmado. Una buena descripción permite revisar el código más adelante, cuando llegue un examen o una evaluación especializada.',
          'Prefiera términos sencillos y precisos. En lugar de “fisura”, escriba “fisura labial unilateral izquierda completa, con fisura palatina”; en lugar de “pie zambo”, indique el lado y si el pie es reducible.',
        ],
      },
      {
        heading: 'El capítulo XVII de la CIE-10',
        paragraphs: [
          'Las malformaciones congénitas, deformidades y anomalías cromosómicas ocupan los códigos Q00 a Q99, organizados por sistema:',
        ],
        terms: [
          ['Q00–Q07', 'Sistema nervioso'],
          ['Q10–Q18', 'Ojo, oído, cara y cuello'],
          ['Q20–Q28', 'Sistema circulatorio'],
          ['Q30–Q34', 'Sistema respiratorio'],
          ['Q35–Q37', 'Fisura del paladar y labio leporino'],
          ['Q38–Q45', 'Otras malformaciones del sistema digestivo'],
          ['Q50–Q56 y Q60–Q64', 'Órganos genitales y sistema urinario'],
          ['Q65–Q79', 'Sistema osteomuscular'],
          ['Q80–Q89 y Q90–Q99', 'Otras malformaciones y anomalías cromosómicas'],
        ],
      },
      {
        heading: 'Reglas de codificación',
        items: [
          'Un código para cada anomalía distinta: un recién nacido con tres anomalías recibe tres códigos.',
          'Use el código más específico disponible, con cuatro caracteres siempre que la descripción lo permita.',
          'Cuando se confirme un síndrome, codifique el síndrome y también las anomalías mayores que lo componen.',
          'Una anomalía que es consecuencia directa de otra (por ejemplo, el pie zambo en una espina bífida) se describe, pero no cuenta como anomalía independiente.',
          'Indique si el caso es aislado (una sola anomalía mayor) o múltiple (dos o más anomalías mayores no relacionadas).',
        ],
      },
      {
        heading: 'Ejemplos frecuentes',
        terms: [
          ['Anencefalia — Q00.0', 'Ausencia de bóveda craneal con tejido cerebral expuesto.'],
          [
            'Espina bífida — Q05',
            'De Q05.0 a Q05.4 cuando hay hidrocefalia asociada; de Q05.5 a Q05.9 cuando no la hay. Anote el nivel de la lesión.',
          ],
          [
            'Microcefalia — Q02',
            'Perímetro cefálico por debajo del límite adoptado por el registro.',
          ],
          [
            'Fisuras orales — Q35, Q36 y Q37',
            'Fisura palatina, labio leporino y fisura palatina con labio leporino, respectivamente.',
          ],
          [
            'Onfalocele — Q79.2; gastrosquisis — Q79.3',
            'Distíngalas por la presencia de membrana.',
          ],
          [
            'Pie zambo congénito — Q66.0',
            'Indique el lado; las posiciones solo posturales no cuentan.',
          ],
          ['Síndrome de Down — Q90', 'Use Q90.9 mientras no esté disponible el cariotipo.'],
        ],
      },
      {
        heading: 'Casos dudosos',
        paragraphs: [
          'Cuando el equipo no esté seguro de que una alteración sea una anomalía mayor, registre la descripción completa y marque el caso como “a confirmar”. La persona responsable del registro revisa esos casos antes del envío y, si la duda persiste, consulta a la secretaría con la descripción, sin datos de identificación.',
          'Los casos que no puedan confirmarse antes del plazo del envío entran en el semestre siguiente, como corrección, una vez aclarados.',
        ],
      },
      {
        heading: 'Verificación antes del envío',
        items: [
          'Todas las anomalías tienen descripción, además del código.',
          'Los códigos pertenecen al capítulo XVII y tienen el formato correcto.',
          'Los casos múltiples no se contaron dos veces en la misma anomalía.',
          'Las anomalías monitoreadas por la red se sumaron por mes en los formularios de casos.',
        ],
      },
    ],
  },
  en: {
    language: 'en',
    kind: 'Manual',
    title: 'Manual for describing and coding anomalies (ICD-10)',
    subtitle: 'Version 2.3 · October 2025',
    summary:
      'How to describe what was observed in each newborn and give the codes of ICD-10 chapter XVII in the same way in every registry of the network.',
    sections: [
      {
        heading: 'What this manual is for',
        paragraphs: [
          'Comparing prevalence between registries only makes sense when all of them describe and code anomalies in the same way. This manual gathers the rules the network follows to that end and should be read together with the procedures manual.',
          'The rules apply to the cases sent to the network. Each registry may keep more detailed descriptions and codes for its own use.',
        ],
      },
      {
        heading: 'Describe before coding',
        paragraphs: [
          'A code sums up a description; it does not replace it. For each anomaly, write down what was seen, where, on which side and how far it extends, without assuming a diagnosis that has not been confirmed yet. A good description lets the code be revised later, when a test result or a specialist assessment arrives.',
          'Prefer plain, precise terms. Instead of “cleft”, write “complete unilateral left cleft lip with cleft palate”; instead of “club foot”, give the side and whether the foot can be corrected by hand.',
        ],
      },
      {
        heading: 'ICD-10 chapter XVII',
        paragraphs: [
          'Congenital malformations, deformations and chromosomal abnormalities take codes Q00 to Q99, arranged by body system:',
        ],
        terms: [
          ['Q00–Q07', 'Nervous system'],
          ['Q10–Q18', 'Eye, ear, face and neck'],
          ['Q20–Q28', 'Circulatory system'],
          ['Q30–Q34', 'Respiratory system'],
          ['Q35–Q37', 'Cleft lip and cleft palate'],
          ['Q38–Q45', 'Other malformations of the digestive system'],
          ['Q50–Q56 and Q60–Q64', 'Genital organs and urinary system'],
          ['Q65–Q79', 'Musculoskeletal system'],
          ['Q80–Q89 and Q90–Q99', 'Other malformations and chromosomal abnormalities'],
        ],
      },
      {
        heading: 'Coding rules',
        items: [
          'One code for each distinct anomaly: a newborn with three anomalies gets three codes.',
          'Use the most specific code available, with four characters whenever the description allows.',
          'When a syndrome is confirmed, code the syndrome and also the major anomalies it comprises.',
          'An anomaly that is a direct consequence of another (club foot in spina bifida, for example) is described but does not count as a separate anomaly.',
          'State whether the case is isolated (a single major anomaly) or multiple (two or more unrelated major anomalies).',
        ],
      },
      {
        heading: 'Common examples',
        terms: [
          ['Anencephaly — Q00.0', 'Absent skull vault with exposed brain tissue.'],
          [
            'Spina bifida — Q05',
            'Q05.0 to Q05.4 with associated hydrocephalus; Q05.5 to Q05.9 without. Record the level of the lesion.',
          ],
          ['Microcephaly — Q02', 'Head circumference below the limit the registry has adopted.'],
          [
            'Oral clefts — Q35, Q36 and Q37',
            'Cleft palate, cleft lip, and cleft palate with cleft lip, respectively.',
          ],
          ['Omphalocele — Q79.2; gastroschisis — Q79.3', 'Tell them apart by the membrane.'],
          [
            'Congenital club foot — Q66.0',
            'Give the side; purely postural positions do not count.',
          ],
          ['Down syndrome — Q90', 'Use Q90.9 until the karyotype is available.'],
        ],
      },
      {
        heading: 'Doubtful cases',
        paragraphs: [
          'When the team is unsure whether a finding is a major anomaly, record the full description and mark the case “to be confirmed”. The registry’s contact person reviews those cases before submitting and, if the doubt remains, asks the office, sending the description without any identifying data.',
          'Cases that cannot be confirmed before the submission deadline go into the next half-year, as a correction, once clarified.',
        ],
      },
      {
        heading: 'Checks before submitting',
        items: [
          'Every anomaly has a description as well as a code.',
          'The codes belong to chapter XVII and have the right format.',
          'Multiple cases were not counted twice under the same anomaly.',
          'The anomalies the network monitors were added up by month on the cases forms.',
        ],
      },
    ],
  },
}
