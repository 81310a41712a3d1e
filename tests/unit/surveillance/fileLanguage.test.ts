import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { csvStyleFor, type FileReader } from '@/lib/surveillance/present/fileLanguage'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { monthlyCountsCsv } from '@/lib/surveillance/tables/monthlyCountsFiles'
import { prevalenceCsv, prevalenceXlsx } from '@/lib/surveillance/tables/prevalenceFiles'
import type { PrevalenceRow } from '@/lib/surveillance/tables/prevalenceRows'

const names: Record<Locale, string> = {
  pt: 'Espinha bífida',
  es: 'Espina bífida',
  en: 'Spina bifida',
}
const reader = (locale: Locale): FileReader => ({
  locale,
  t: surveillanceTranslator(locale),
  malformationName: (number) => (number === 3 ? names[locale] : null),
})

const row: PrevalenceRow = {
  registry: 'AR-RENAC',
  malformation: 3,
  period: '2020',
  births: 12_000,
  cases: 2,
  rate: 1.666666666,
  lower: 0.2018410654,
  upper: 6.0205730564,
  suppressed: false,
  complete: true,
}

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

describe('files in the reader’s language', () => {
  it('use ";" and the decimal comma where the comma is the decimal sign, "," and the point in English', () => {
    expect(csvStyleFor('pt')).toEqual({ delimiter: ';', decimal: ',' })
    expect(csvStyleFor('es')).toEqual({ delimiter: ';', decimal: ',' })
    expect(csvStyleFor('en')).toEqual({ delimiter: ',', decimal: '.' })
  })

  it('write the prevalence headers, the anomaly name and the numbers as each language reads them', () => {
    expect(lines(prevalenceCsv([row], false, reader('pt')))).toEqual([
      'Registro;Número da anomalia;Anomalia;Período;Nascimentos;Casos;Prevalência por 10.000 nascimentos;Limite inferior (IC 95%);Limite superior (IC 95%);Omitido;Motivo da omissão;Período completo;Registros deixados de fora;Dados de demonstração',
      'AR-RENAC;3;Espinha bífida;2020;12000;2;1,6667;0,2018;6,0206;não;;sim;;não',
    ])
    expect(lines(prevalenceCsv([row], false, reader('es')))).toEqual([
      'Registro;Número de la anomalía;Anomalía;Período;Nacimientos;Casos;Prevalencia por 10.000 nacimientos;Límite inferior (IC 95 %);Límite superior (IC 95 %);Omitido;Motivo de la omisión;Período completo;Registros dejados fuera;Datos de demostración',
      'AR-RENAC;3;Espina bífida;2020;12000;2;1,6667;0,2018;6,0206;no;;sí;;no',
    ])
    expect(lines(prevalenceCsv([row], true, reader('en')))).toEqual([
      'Registry,Anomaly number,Anomaly,Period,Births,Cases,"Prevalence per 10,000 births",Lower limit (95% CI),Upper limit (95% CI),Withheld,Why withheld,Complete period,Registries left out,Demonstration data',
      'AR-RENAC,3,Spina bifida,2020,12000,2,1.6667,0.2018,6.0206,no,,yes,,yes',
    ])
  })

  it('keep the JSON field names and plain numbers for scripts when no language is asked', () => {
    expect(lines(prevalenceCsv([row], false))[1]).toBe(
      'AR-RENAC,3,2020,12000,2,1.6667,0.2018,6.0206,false,,true,,false',
    )
  })

  it('write monthly counts with blanks kept blank, never 0', () => {
    const rows = [
      { registry: 'AR-RENAC', malformation: 3, period: '2024-02', births: 990, cases: null },
    ]
    expect(lines(monthlyCountsCsv(rows, false, reader('es')))).toEqual([
      'Registro;Número de la anomalía;Anomalía;Mes;Nacimientos;Casos;Motivo de la omisión;Datos de demostración',
      'AR-RENAC;3;Espina bífida;2024-02;990;;;no',
    ])
  })

  it('put real numbers in the workbook and a data dictionary sheet beside the data', async () => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(
      Buffer.from(await prevalenceXlsx([row], false, reader('pt'))) as unknown as ArrayBuffer,
    )
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['dados', 'dicionário de dados'])
    const data = workbook.worksheets[0]!
    expect(data.getRow(1).getCell(7).value).toBe('Prevalência por 10.000 nascimentos')
    expect(data.getRow(2).getCell(7).value).toBe(1.6667)
    expect(data.getRow(2).getCell(5).value).toBe(12000)
    const dictionary = workbook.worksheets[1]!
    expect(dictionary.getRow(1).values).toEqual([undefined, 'Coluna', 'Significado'])
    expect(dictionary.rowCount).toBe(1 + 14)
    expect(String(dictionary.getRow(8).getCell(2).value)).toBe('Casos por 10.000 nascimentos.')
  })

  it('say why a cell is withheld in the reader’s language, never "few cases" for a complement', () => {
    const withheld = (registry: string, reason: 'small' | 'complement' | 'unpublished') => ({
      ...row,
      registry,
      cases: null,
      rate: null,
      lower: null,
      upper: null,
      suppressed: true,
      withheld: reason,
      ...(reason === 'complement' ? { complementary: true as const } : {}),
    })
    const [, small, complement, unpublished] = lines(
      prevalenceCsv(
        [withheld('A', 'small'), withheld('B', 'complement'), withheld('C', 'unpublished')],
        false,
        reader('pt'),
      ),
    )
    expect(small!.split(';')[10]).toBe('número pequeno')
    expect(complement!.split(';')[10]).toBe('complemento')
    expect(unpublished!.split(';')[10]).toBe('não publicado para este período')
  })
})
