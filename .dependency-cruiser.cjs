/**
 * Who may import whom: the console's layers and the backend's domains, on one page (docs/rules.md "Areas and
 * layers"). `npm test` runs `depcruise src mock` with this file; scripts/boundaries.test.ts proves each rule on small
 * trees built in a temporary folder.
 *
 * The console, lowest first: contract ← request ← hooks/utils ← components ← features ← pages.
 * The backend: `mock/<area>.ts` thin umi entries; `mock/<domain>/` a domain, reached by others through its index.ts;
 * `mock/core/` the framework (HTTP, sessions, grants, signatures, validation, stores, clock, paging, messages).
 * Date rules that name what is imported (dayjs's default, antd's pickers, playwright's `test`) are Biome's
 * (biome.json's noRestrictedImports): dependency-cruiser sees modules, not names.
 */
const test = '\\.test\\.tsx?$';
/** What the request layer reads of the browser: storage, the language, the portal, the run-time configuration, limits. */
const browserBasics = '^src/utils/(storage|i18n|portal|runtimeConfig|validate)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // the console ------------------------------------------------------------------------------------------------
    {
      name: 'contract-stands-alone',
      comment: 'The contract (shapes, rules, operations) imports nothing of src but itself.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/', pathNot: '^src/contract/' },
    },
    {
      name: 'request-on-contract',
      comment: "The request layer imports only itself, the contract and the browser's basics (browserBasics above).",
      severity: 'error',
      from: { path: '^src/request/' },
      to: { path: '^src/', pathNot: ['^src/(request|contract)/', browserBasics] },
    },
    {
      name: 'browser-basics-below-request',
      comment: "The browser's basics, which the request layer reads, import only each other and the contract.",
      severity: 'error',
      from: { path: browserBasics },
      to: { path: '^src/', pathNot: ['^src/contract/', browserBasics] },
    },
    {
      name: 'hooks-utils-below-components',
      comment: 'Hooks, utils, services and models never import components, features, pages or the layouts.',
      severity: 'error',
      from: { path: '^src/(hooks|utils|services|models)/' },
      to: { path: '^src/(components|features|pages|layouts)/' },
    },
    {
      name: 'components-below-features',
      comment: 'App-wide components never import a feature, a page or the layouts.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|pages|layouts)/' },
    },
    {
      name: 'features-below-pages',
      comment: 'A feature (what several areas share) never imports a page or the layouts.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(pages|layouts)/' },
    },
    {
      name: 'layouts-below-pages',
      comment: "The layouts (the console's frame) import no page and no feature.",
      severity: 'error',
      from: { path: '^src/layouts/' },
      to: { path: '^src/(features|pages)/' },
    },
    {
      name: 'areas-through-index',
      comment: "An area (src/pages/<area>) reaches another area only through that area's index.",
      severity: 'error',
      from: { path: '^src/pages/([^/]+)/' },
      to: { path: '^src/pages/[^/]+/', pathNot: ['^src/pages/$1/', '^src/pages/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'features-through-index',
      comment: "A feature reaches another feature only through that feature's index.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'pages-use-feature-index-or-screen',
      comment: 'A page reaches a feature through its index or one of its *Screen modules (a whole screen), no deeper.',
      severity: 'error',
      from: { path: '^src/pages/' },
      to: { path: '^src/features/', pathNot: '^src/features/[^/]+/(index\\.tsx?|[A-Za-z]+Screen\\.tsx)$' },
    },
    {
      name: 'src-not-into-mock',
      comment: 'The console never imports the embedded backend.',
      severity: 'error',
      from: { path: '^src/', pathNot: test },
      to: { path: '^mock/' },
    },
    {
      name: 'src-tests-only-route-names',
      comment:
        "A console test reads only the backend's route names (the buttons each screen declares), to check the screens against them.",
      severity: 'error',
      from: { path: `^src/.*${test}` },
      to: { path: '^mock/', pathNot: '(^|/)routeNames\\.ts$' },
    },
    // the backend ------------------------------------------------------------------------------------------------
    {
      name: 'core-is-framework',
      comment: 'mock/core (the framework) imports no other folder of mock: no domain, no entry.',
      severity: 'error',
      from: { path: '^mock/core/', pathNot: test },
      to: { path: '^mock/', pathNot: '^mock/core/' },
    },
    {
      name: 'core-tests-use-entries',
      comment: "A framework test may serve the whole backend through umi's entries (mock/*.ts), never a domain's folder.",
      severity: 'error',
      from: { path: `^mock/core/.*${test}` },
      to: { path: '^mock/[^/]+/', pathNot: '^mock/core/' },
    },
    {
      name: 'domains-through-index',
      comment: "A domain (mock/<domain>/) reaches another domain only through that domain's index.ts.",
      severity: 'error',
      from: { path: '^mock/([^/]+)/', pathNot: ['^mock/core/', test] },
      to: { path: '^mock/[^/]+/', pathNot: ['^mock/$1/', '^mock/core/', '^mock/[^/]+/index\\.ts$'] },
    },
    {
      name: 'domain-tests-through-index-or-test-support',
      comment:
        "A domain's test may also import another domain's testSupport.ts (its test server and sign-in), which production code never loads. The configuration history's tests read the state of the records they version in each domain (the one exception).",
      severity: 'error',
      from: { path: `^mock/([^/]+)/.*${test}`, pathNot: ['^mock/core/', `^mock/history/.*${test}`] },
      to: {
        path: '^mock/[^/]+/',
        pathNot: ['^mock/$1/', '^mock/core/', '^mock/[^/]+/(index|testSupport)\\.ts$'],
      },
    },
    {
      name: 'domains-not-into-entries',
      comment: "A domain's code never imports a umi entry (mock/*.ts); its tests may, to serve the areas they call.",
      severity: 'error',
      from: { path: '^mock/[^/]+/', pathNot: [test, '(^|/)testSupport\\.ts$'] },
      to: { path: '^mock/[^/]+\\.ts$' },
    },
    {
      name: 'entries-through-index',
      comment: "A umi entry (mock/<area>.ts) reaches its own area's folder and any other domain through its index.ts.",
      severity: 'error',
      from: { path: '^mock/([^/]+)\\.ts$', pathNot: test },
      to: { path: '^mock/[^/]+/', pathNot: ['^mock/$1/', '^mock/core/', '^mock/[^/]+/index\\.ts$'] },
    },
    {
      name: 'mock-not-into-ui',
      comment: 'The backend imports the contract and pure helpers of src, never its screens, components or state.',
      severity: 'error',
      from: { path: '^mock/' },
      to: { path: '^src/(components|features|pages|layouts|hooks|models|services|locales)/' },
    },
    // everywhere -------------------------------------------------------------------------------------------------
    {
      name: 'all-resolved',
      comment: "Every import resolves to a file (an alias this file cannot follow would hide what it imports); umi's own @@/ aside.",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^@@/' },
    },
    {
      name: 'no-cycles',
      comment: 'No two modules import each other, however far round (type-only imports counted).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(\\.umi[^/]*|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
