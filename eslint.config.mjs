import js from '@eslint/js'
import next from '@next/eslint-plugin-next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Next's recommended rules, accessibility, React and TypeScript, composed from the plugins
// themselves: eslint-config-next pulls a resolver whose lockfile entries npm ci cannot verify
// from every registry.
const config = [
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat['jsx-runtime'],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { '@next/next': next, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...next.configs.recommended.rules,
      ...next.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Types carry the props; runtime prop-types would only repeat them.
      'react/prop-types': 'off',
      // Unused names are mistakes, except the ones marked as deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  // Dependencies point one way: app → components → lib → lib/stats. Nothing in lib imports the
  // interface layers; lib/stats is pure arithmetic and imports no other part of the project.
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    // The semiannual report's PDF draws the site's own chart components (docs/architecture.md).
    ignores: [
      'src/lib/surveillance/present/reportCharts.ts',
      'src/lib/surveillance/pdf/ReportChartsPage.tsx',
      'src/lib/surveillance/pdf/chartToPdf.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/components/*', '@/app/*', '**/components/*', '**/app/*'],
              message: 'lib is below the interface: move what both need into lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/stats/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '../../*'],
              message: 'lib/stats is pure: no framework, no storage, no other part of the project.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      // the bare page of npm run bench weight builds beside its sources
      'bench/floor/.next-floor/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'src/migrations/**',
    ],
  },
]

export default config
