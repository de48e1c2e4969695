// ESLint flat config: typescript-eslint, React hooks, jsx-a11y and import order. Run by `npm run lint` (zero warnings).
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'build/**',
      'data/**',
      'public/mockServiceWorker.js',
      '.dependency-cruiser.cjs',
      'openapi/schema.d.ts',
      'openapi/enums.ts',
      'openapi/limits.ts',
      'openapi/patterns.ts',
      'openapi/records.ts',
      'openapi/security.ts',
      'test-results/**',
      'playwright-report/**',
      '**/node_modules/**',
      '**/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
      'import-x/order': [
        'warn',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '~/**', group: 'internal' }],
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-duplicates': 'warn',
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Decision 031: the app's texts go through app/i18n (no i18next in the browser). The parity test compares with
    // i18next itself; type imports are erased from the bundle.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-i18next', message: "Import useTranslation from '~/i18n/react.tsx' (decision 031)." },
            { name: 'remix-i18next/react', message: 'The browser has no i18next (decision 031).' },
            { name: 'i18next', message: "Use '~/i18n/translator.ts' (decision 031).", allowTypeImports: true },
            {
              name: '@remix-run/react',
              importNames: ['Link', 'NavLink', 'useNavigate'],
              message: "Import it from '~/components/ui/link.tsx': links keep the language prefix (decision 064).",
            },
          ],
          patterns: [
            {
              regex: '^(#api/|(\\.\\./)+api/)',
              message: 'The app imports only the shared domain (#domain/*) and the generated types (decision 066).',
            },
          ],
        },
      ],
    },
  },
  {
    // domain/ is the floor: pure rules that both the app and the API import; it imports neither (decision 066).
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(#api/|~/|(\\.\\./)+(api|app)/)', message: 'domain/ imports neither app/ nor api/.' }],
        },
      ],
    },
  },
  {
    // The contract suite reads whatever JSON a server sends; Ajv checks it against the document, so untyped access is deliberate.
    files: ['contracts/**/*.ts', 'tests/contract/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
