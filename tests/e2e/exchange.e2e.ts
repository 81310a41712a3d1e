import type { Page } from '@playwright/test'
import { caseReportBundle, tenCases } from '../helpers/fhirBundle'
import { createMember } from './helpers/admin'
import { baseUrl, expect, signIn, test } from './fixtures'
import { siteRoutes } from './helpers/routes'

// A registry and semesters no other test reads: an accepted demo semester for the counts, and a
// year without data for the case reports.
const REGISTRY = 'MX-NL'
const YEAR = 2019
const CASES_YEAR = 1978
const pagePath = `${siteRoutes.monthlyData}?registry=${REGISTRY}&year=${YEAR}&semester=1`

async function uploadTo(page: Page, label: string, button: string, name: string, content: string) {
  await page.getByLabel(label).setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(content),
  })
  await page.getByRole('button', { name: button }).click()
}

test.describe('DHIS2 and FHIR exchanges on the members’ page', () => {
  test('a member downloads the semester as dataValueSets, imports it back as a draft, and sends case reports as a FHIR bundle', async ({
    visitor,
    adminApi,
    cleanup,
  }) => {
    const member = {
      email: `troca.${Date.now()}.e2e@relamc.example`,
      password: 'exchange-pass-123',
    }
    const memberId = await createMember(adminApi, member)
    cleanup(() => adminApi.delete(`/api/users/${memberId}`))
    const found = (await (
      await adminApi.get(
        `/api/member-registries?where[networkCode][equals]=${REGISTRY}&depth=0&limit=1`,
      )
    ).json()) as { docs: { id: number }[] }
    const registryId = found.docs[0]!.id
    expect(
      (await adminApi.patch(`/api/users/${memberId}`, { data: { registries: [registryId] } })).ok(),
    ).toBe(true)
    // Whatever this test stores goes afterwards: the drafts it made and their case records.
    cleanup(async () => {
      for (const year of [YEAR, CASES_YEAR]) {
        const drafts = (await (
          await adminApi.get(
            `/api/data-submissions?where[registry][equals]=${registryId}&where[year][equals]=${year}&where[status][equals]=draft&depth=0`,
          )
        ).json()) as { docs: { id: number }[] }
        for (const doc of drafts.docs) {
          await adminApi.delete(
            `/api/surveillance-case-records?where[submission][equals]=${doc.id}`,
          )
          await adminApi.delete(`/api/data-submissions/${doc.id}`)
        }
      }
    })

    const { context, page, consoleErrors } = await visitor()
    await signIn(context, member)
    await page.goto(pagePath)
    await expect(page.getByTestId('current-status')).toContainText('Aceito')

    // The download button gives the semester in DHIS2's form.
    const href = await page
      .getByRole('link', { name: 'Baixar dataValueSets (JSON do DHIS2)' })
      .getAttribute('href')
    const exported = await context.request.get(href!, { headers: { Origin: baseUrl } })
    expect(exported.status()).toBe(200)
    const set = (await exported.json()) as { dataValues: { dataElement: string; period: string }[] }
    expect(set.dataValues.length).toBeGreaterThan(6)
    expect(set.dataValues.every((value) => /^20190[1-6]$/.test(value.period))).toBe(true)

    // A value of a data element the mapping does not know: refused, on that value.
    const wrong = {
      ...set,
      dataValues: set.dataValues.map((v, i) =>
        i === 2 ? { ...v, dataElement: 'Unknown0001' } : v,
      ),
    }
    await uploadTo(
      page,
      'Arquivo JSON ou XML',
      'Importar como rascunho',
      'dhis2.json',
      JSON.stringify(wrong),
    )
    const alert = page.getByTestId('exchange-answer').getByRole('alert')
    await expect(alert).toContainText('dataValues[2].dataElement')
    await expect(alert).toContainText(
      'O elemento de dados Unknown0001 não está no mapeamento da rede.',
    )

    // The file as exported: the semester's draft, every value imported.
    await uploadTo(
      page,
      'Arquivo JSON ou XML',
      'Importar como rascunho',
      'dhis2.json',
      JSON.stringify(set),
    )
    await expect(page.getByTestId('exchange-answer').getByRole('status')).toContainText(
      `Rascunho do 1º semestre de 2019: ${set.dataValues.length} valores importados, 0 atualizados, 0 ignorados.`,
    )
    await page.reload()
    await expect(page.getByTestId('current-status')).toContainText('Rascunho')

    // A FHIR bundle with a code of no WHO core anomaly: refused, by FHIRPath.
    const cases = tenCases(CASES_YEAR).slice(0, 3)
    const bad = caseReportBundle(cases)
    ;(bad.entry[1]!.resource as { code: unknown }).code = {
      coding: [{ system: 'http://snomed.info/sct', code: '22298006' }],
    }
    await uploadTo(
      page,
      'Bundle FHIR (JSON)',
      'Importar casos como rascunho',
      'bundle.json',
      JSON.stringify(bad),
    )
    await expect(page.getByTestId('exchange-answer').getByRole('alert')).toContainText(
      'Bundle.entry[1].resource.code',
    )

    await uploadTo(
      page,
      'Bundle FHIR (JSON)',
      'Importar casos como rascunho',
      'bundle.json',
      JSON.stringify(caseReportBundle(cases)),
    )
    await expect(page.getByTestId('exchange-answer').getByRole('status')).toContainText(
      '3 casos gravados como rascunho do 1º semestre de 1978.',
    )
    // The browser logs each refused upload's answer; the two refusals above, nothing else.
    expect(consoleErrors).toEqual([
      expect.stringMatching(/status of 400/),
      expect.stringMatching(/status of 400/),
    ])
  })
})
