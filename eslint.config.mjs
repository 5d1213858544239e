// @ts-check
// One flat ESLint config for the whole workspace. Each block says why it is there.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Build output, generated types and dependencies are never linted.
  { ignores: ['**/dist/**', '**/.astro/**', '**/node_modules/**', '**/coverage/**', '.nx/**', 'data/**', '**/.bench-dist/**'] },

  // The language baseline: ESLint's recommended rules plus typescript-eslint's type-aware ones,
  // which catch floating promises and unsafe `any` flows that plain syntax rules cannot see.
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.mjs', '*/*.mjs', '*/*/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      // Unused arguments prefixed with _ document an intentionally ignored parameter.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Nest and TypeORM decorate classes whose members are used by the frameworks.
      '@typescript-eslint/no-extraneous-class': 'off',
      // Fastify's reply methods return the reply for chaining; `void reply.status()` is fine.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
    },
  },

  // Plain JavaScript scripts (start, bench, CI helpers) are not type-checked.
  { files: ['**/*.mjs', '**/*.js'], ...tseslint.configs.disableTypeChecked },

  // Tests may reach into responses loosely; the assertions are the type check there.
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.test.ts', '**/test/**/*.ts', '**/test/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },

  // The API refuses with its own AppError and a contracts code (common/errors/app-error.ts):
  // Nest's HTTP exceptions would reach clients without a code the apps can translate.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/common/errors/all-exceptions.filter.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: [
                'HttpException',
                'BadRequestException',
                'UnauthorizedException',
                'ForbiddenException',
                'NotFoundException',
                'MethodNotAllowedException',
                'ConflictException',
                'GoneException',
                'PayloadTooLargeException',
                'UnprocessableEntityException',
                'InternalServerErrorException',
                'BadGatewayException',
                'ServiceUnavailableException',
              ],
              message: 'Throw the feature\'s AppError with a contracts error code (see CONTRIBUTING "Refusing a request").',
            },
          ],
        },
      ],
    },
  },

  // React islands and the console: the hooks rules catch stale closures and conditional hooks.
  {
    files: ['site/**/*.tsx', 'console/**/*.tsx', 'console/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },

  // Formatting belongs to Prettier; turn off every stylistic rule that would fight it.
  prettier,
);
