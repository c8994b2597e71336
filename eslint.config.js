// ESLint (flat config): typescript-eslint, react-hooks and jsx-a11y over the console, the fake API, the tests
// and the tools. `npm test` runs it and counts any finding as a failure.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
    {
        ignores: [
            'dist/',
            '.tsbuild/',
            '.test-output/',
            '.data/',
            'node_modules/',
            'src/vendor/',
            'test-results/',
            'playwright-report/',
        ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { globals: { ...globals.browser, ...globals.node } },
        rules: {
            // Unused names are the compiler's (noUnusedLocals, noUnusedParameters); `_x` marks one kept on purpose.
            '@typescript-eslint/no-unused-vars': [
                'error',
                { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
            ],
        },
    },
    {
        files: ['src/**/*.{ts,tsx}'],
        ...reactHooks.configs.flat.recommended,
    },
    {
        files: ['src/**/*.tsx'],
        ...jsxA11y.flatConfigs.recommended,
        rules: {
            ...jsxA11y.flatConfigs.recommended.rules,
            // MUI's components take `autoFocus` to put the focus in a dialog that just opened (the safe button of a
            // confirmation, the field of a rename), as the WAI-ARIA dialog pattern asks; plain elements stay checked.
            'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
        },
    },
    {
        // Short files and functions, each about one thing: all but the tests (a suite reads as its list of cases).
        files: [
            'src/**/*.{ts,tsx}',
            'server/**/*.ts',
            'fixtures/**/*.ts',
            'scripts/**/*.{ts,js}',
            'bench/**/*.{ts,tsx}',
        ],
        rules: {
            'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
            'max-lines': ['error', 300],
            complexity: ['error', 15],
        },
    },
    {
        files: ['tests/e2e/**/*.ts'],
        rules: {
            // Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` names none.
            'no-empty-pattern': 'off',
        },
    },
    {
        files: ['**/*.{js,cjs,mjs}'],
        languageOptions: { globals: { ...globals.node } },
    },
);
