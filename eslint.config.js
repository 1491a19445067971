import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-cms/",
      "build-preview/",
      "build-analytics/",
      "build-seeded/",
      "build-outage-*/",
      "build-bench/",
      "build-bench-floor/",
      "bench/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".scratch/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { ...jsxA11y.flatConfigs.strict.languageOptions, globals: globals.browser },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/ui/router-link.tsx", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Import Link and NavLink from ~/components/ui/router-link: they write no data-discover.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["scripts/**/*.mjs", "server/**/*.mjs", "*.config.{ts,js}", "tests/**/*.{ts,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser code the build writes into pages (scripts/build/defer-hydration.mjs).
    files: ["scripts/**/*.browser.mjs", "tests/stubs/live-preview-editor/*.js", "tests/engines/recorder.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
