import localFont from 'next/font/local'

/**
 * Inter (Latin, weights 400–700; see scripts/subset-font.sh), served by the site itself.
 * next/font preloads it and gives the fallback Inter's metrics, so the text does not
 * move when the font arrives (it did: Lighthouse's layout shift on the home page).
 */
export const inter = localFont({
  src: '../fonts/inter-latin-wght-400-700.woff2',
  weight: '400 700',
  variable: '--font-inter',
  display: 'swap',
})
