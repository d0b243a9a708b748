// zod compiles object parsers with `new Function` after probing whether eval is allowed; under the
// server's CSP (no 'unsafe-eval') the probe is reported as a violation. zod keeps its settings on
// this global (zod/v4/core `globalConfig`), so setting it before zod loads, which is always later
// (it comes with the pages and the data worker's sync), reaches every schema built at import.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
