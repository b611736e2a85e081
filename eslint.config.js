import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'src/routeTree.gen.ts', 'src/api/schema.d.ts'] },
  js.configs.recommended,
  { files: ['scripts/**/*.mjs', 'tests/e2e/**', 'sandbox/**'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The sandbox never ships: the app must not import it.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/sandbox', '**/sandbox/**', 'msw', 'msw/*'], message: 'The sandbox and msw stay out of the production bundle.' }] }],
    },
  },
  {
    // Machines own behaviour but never touch the network or React: side effects are injected.
    // (After the block above: a later block's rule replaces an earlier one's, so it repeats the sandbox ban.)
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Inject side effects with .provide(); no fetch in a machine.' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@chakra-ui/*', '**/api/client'], message: 'Inject side effects with .provide(); no React or API client in a machine.' },
            { group: ['**/sandbox', '**/sandbox/**', 'msw', 'msw/*'], message: 'The sandbox and msw stay out of the production bundle.' },
          ],
        },
      ],
    },
  },
)
