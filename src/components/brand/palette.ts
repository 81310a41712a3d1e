/**
 * The brand colours that live outside Tailwind: the mark's SVG (also drawn in the admin panel,
 * which has no Tailwind) and the favicon. Each value is a token of src/app/(site)/globals.css;
 * tests/unit/brand/palette.test.ts keeps them equal.
 */
export const brandPalette = {
  'brand-50': '#eef7fa',
  'brand-200': '#aed7e5',
  'brand-300': '#7fbfd6',
  'brand-400': '#4fa3c2',
  'brand-700': '#185a72',
  'brand-900': '#0e3645',
  'accent-400': '#f59e42',
} as const

/** What each part of the mark is painted with. */
export const markColours = {
  tile: brandPalette['brand-700'],
  land: brandPalette['brand-400'],
  link: brandPalette['brand-50'],
  node: '#ffffff',
  hub: brandPalette['accent-400'],
} as const
