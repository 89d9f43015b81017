import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const featuresDir = "apps/web/src/features";
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

// Features never import each other: routes in src/app compose them.
const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: features
          .filter((other) => other !== feature)
          .flatMap((other) => [
            {
              group: [`@/features/${other}`, `@/features/${other}/*`],
              message: "Features must not import each other; compose them in src/app.",
            },
            {
              group: [`**/features/${other}`, `**/features/${other}/*`],
              message: "Features must not import each other; compose them in src/app.",
            },
          ]),
      },
    ],
  },
}));

// Server layering (apps/server/src). Flat config replaces a rule's options per file instead of
// merging them, so each zone lists every pattern that applies to it. Tests are exempt.
const serverSrc = "apps/server/src";
const serverTests = [`${serverSrc}/**/*.test.ts`, `${serverSrc}/test/**`];
const noSeed = {
  regex: "(^|/)seed(/|$)",
  message: "Only the composition roots (bootstrap.ts, cli/*) and tests use the seed.",
};
const noModules = {
  regex: "(^|/)modules(/|$)",
  message: "Platform code never imports a feature module; let app.ts or bootstrap.ts pass it in.",
};
// From modules/A/x.ts, modules/B may be reached only as ../B/B.service (or …/modules/B/B.service).
const onlyServices = [
  {
    regex: "^\\.\\./([^./][^/]*)/(?!\\1\\.service$)",
    message: "Reach another module only through its *.service.ts.",
  },
  {
    regex: "(^|/)modules/([^/]+)/(?!\\2\\.service$)",
    message: "Reach another module only through its *.service.ts.",
  },
];
// Side effects travel as domain events (platform/events): only the composition roots reach the
// modules that act on them (notifications, gamification, certificates).
const subscriberModules = ["notifications", "gamification", "certificates"];
const noSubscribers = (own) =>
  subscriberModules
    .filter((m) => m !== own)
    .map((m) => ({
      regex: `(^|/)${m}/`,
      message: `Publish a domain event (platform/events); only ${m} acts on it.`,
    }));
const routesNoData = [
  { group: ["drizzle-orm", "drizzle-orm/*"], message: "Routes never touch Drizzle; call the service." },
  { regex: "\\.queries$", message: "Routes call the service, never queries." },
];
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const serverBoundaries = [
  {
    files: [`${serverSrc}/**/*.ts`],
    ignores: [
      ...serverTests,
      `${serverSrc}/seed/**`,
      `${serverSrc}/cli/**`,
      `${serverSrc}/bootstrap.ts`,
      `${serverSrc}/platform/**`,
      `${serverSrc}/modules/**`,
    ],
    rules: restrict([noSeed]),
  },
  {
    files: [`${serverSrc}/platform/**/*.ts`],
    ignores: serverTests,
    rules: restrict([noSeed, noModules]),
  },
  ...["", ...subscriberModules].map((own) => ({
    files: own ? [`${serverSrc}/modules/${own}/**/*.ts`] : [`${serverSrc}/modules/**/*.ts`],
    ignores: [
      ...serverTests,
      `${serverSrc}/modules/**/*.routes.ts`,
      ...(own ? [] : subscriberModules.map((m) => `${serverSrc}/modules/${m}/**`)),
    ],
    rules: restrict([noSeed, ...onlyServices, ...noSubscribers(own)]),
  })),
  {
    files: [`${serverSrc}/modules/**/*.routes.ts`],
    rules: restrict([noSeed, ...onlyServices, ...routesNoData, ...noSubscribers(null)]),
  },
  // No import cycle anywhere in the server (modules, platform, schema): dependencies run one way.
  // `import type` counts too: a cycle of types is a cycle of knowledge all the same.
  {
    files: [`${serverSrc}/**/*.ts`],
    ignores: serverTests,
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".js"] })],
      "import-x/extensions": [".ts"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "apps/server/src/db/migrations/**",
      "e2e/artifacts/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  ...featureBoundaries,
  ...serverBoundaries,
);
