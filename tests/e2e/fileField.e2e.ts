import { demo, expect, signIn, test } from './fixtures'

const VIGIE = '/vigilancia-epidemiologica/vigie'
const FILE_LABEL = 'Arquivo CSV ou XLSX'

/** One line the batch test reads: an alarm for AR-RENAC. */
const semester = {
  name: 'semestre.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from('registry_code;malformation_number;births;observed\nAR-RENAC;1;12000;12\n'),
}

test.describe("the batch upload's file field", () => {
  test('is a button that takes the keyboard, shows its focus and names the chosen file', async ({
    context,
    page,
  }) => {
    await signIn(context, demo.member)
    await page.goto(VIGIE)
    const input = page.getByLabel(FILE_LABEL)
    const button = page.getByText('Escolher arquivo', { exact: true })
    await expect(button).toBeVisible()
    await expect(input).toHaveAccessibleDescription('Nenhum arquivo escolhido')

    // The mouse: the button opens the browser's picker.
    const picked = page.waitForEvent('filechooser')
    await button.click()
    await (await picked).setFiles(semester)
    await expect(page.getByText('semestre.csv', { exact: true })).toBeVisible()
    await expect(input).toHaveAccessibleDescription('semestre.csv')

    // The keyboard: Tab reaches the input, its focus ring is on the button, Space opens the picker.
    await input.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(input).toBeFocused()
    await expect(button).toHaveCSS('outline-style', 'solid')
    const again = page.waitForEvent('filechooser')
    await page.keyboard.press('Space')
    await (await again).setFiles({ ...semester, name: 'outro.csv' })
    await expect(input).toHaveAccessibleDescription('outro.csv')

    // Sent: the form is reset, and so is the name.
    await page.getByRole('button', { name: 'Testar o arquivo' }).click()
    await expect(page.getByTestId('batch-summary')).toContainText('1 alarme')
    await expect(input).toHaveAccessibleDescription('Nenhum arquivo escolhido')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("is the browser's own control, and the file is sent", async ({ context, page }) => {
      await signIn(context, demo.member)
      await page.goto(VIGIE)
      await expect(page.getByText('Escolher arquivo', { exact: true })).toBeHidden()
      const input = page.getByLabel(FILE_LABEL)
      await expect(input).toBeVisible()
      await input.setInputFiles(semester)
      await page.getByRole('button', { name: 'Testar o arquivo' }).click()
      await expect(page.getByTestId('batch-summary')).toContainText('1 alarme')
    })
  })
})
