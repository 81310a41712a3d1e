import localFont from 'next/font/local'

/**
 * Inter (variable weight, Latin) from the @fontsource-variable package, served by the site
 * itself. next/font preloads it and gives the fallback Inter's metrics, so the text does not
 * move when the font arrives (it did: Lighthouse's layout shift on the home page).
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
})
