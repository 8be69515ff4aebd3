// The server's import direction, checked on resolved paths (what a file really loads, not how its
// import is spelled): routes -> services -> core/db, with policies and presenters beside the
// services. `npm run lint` runs it after Biome; docs/decisions/038-import-direction.md says why
// these rules live here and the SPA's feature levels stay in biome.json.

/** The layers below HTTP: none of them knows a request, a route or Hono. */
const belowHttp =
  '^server/(services|core|db|presenters|policies|auth|payments|mail|sms|storage|seo|calendar)/';
const hono = '^node_modules/(hono|@hono/[^/]+)/';
const drizzle = '^node_modules/drizzle-orm/';
const schema = '^server/db/schema(/|\\.ts$)';
/**
 * Pure helpers that sit in services/ today although only presenters use them (no query, no state):
 * allowed until they move beside their presenters (rating-summaries is allowed for NO_RATINGS only:
 * it also queries, so that constant moves to shared/).
 */
const pureHelpersInServices = [
  '^server/services/search/snippet\\.ts$',
  '^server/services/payments/return-path\\.ts$',
  '^server/services/ratings/rating-summaries\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'below-http-no-http',
      severity: 'error',
      comment:
        'The server layers point one way: routes -> services -> core/db. Below the HTTP layer nothing imports server/http/ or server/routes/; pass what is needed (deps, viewer, language, input) from the route. See docs/ARCHITECTURE.md.',
      from: { path: belowHttp },
      to: { path: '^server/(http|routes)/' },
    },
    {
      name: 'below-http-no-hono',
      severity: 'error',
      comment:
        'Services, policies, presenters and core know nothing of HTTP: no Hono there (a thing the route knows, such as the caller, the language or a rate-limit spend, is passed in as a plain value or a callback).',
      from: { path: belowHttp },
      to: { path: hono },
    },
    {
      name: 'core-is-bottom',
      severity: 'error',
      comment:
        'server/core/ is the bottom layer: it imports only shared/, server/db/, env and the outside services interfaces (mail/mailer, sms/text-sender, storage/storage, payments/payment-provider); an interface it needs from a higher layer is declared in core (core/auth-service.ts, core/geocoder.ts, core/settings-hub.ts).',
      from: { path: '^server/core/' },
      to: { path: '^server/(services|presenters|policies|seo|calendar|cli|auth)/' },
    },
    {
      name: 'route-no-storage',
      severity: 'error',
      comment:
        'A route parses, calls one use case (server/services) and presents: it never queries the database itself, so neither drizzle-orm nor server/db/schema (a type-only import is fine).',
      from: { path: '^server/routes/' },
      to: { path: [drizzle, schema], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'presenter-no-service',
      severity: 'error',
      comment:
        'A presenter turns what a service returned into JSON: it may name a service type (import type), never call one (services return data, routes present it).',
      from: { path: '^server/presenters/' },
      to: { path: '^server/services/', pathNot: pureHelpersInServices, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'policy-no-service',
      severity: 'error',
      comment:
        'server/policies/ decides from facts it is given (viewer + the thing facts in, a boolean or an AppError out): no services or presenters here, not even their types.',
      from: { path: '^server/policies/' },
      to: { path: '^server/(services|presenters)/' },
    },
    {
      name: 'policy-no-storage',
      severity: 'error',
      comment:
        'server/policies/ decides from facts it is given: no database here (drizzle-orm, server/db/client, server/db/schema); a type from the schema is fine (import type).',
      from: { path: '^server/policies/' },
      to: { path: ['^server/db/', drizzle], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    exclude: { path: ['^dist', '^\\.tsbuild/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'server/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    preserveSymlinks: true,
    skipAnalysisNotInRules: true,
  },
};
