// Zod compiles object parsers with `new Function` when it may, and to find out calls
// `Function('')`, which the app's Content-Security-Policy (script-src 'self', no 'unsafe-eval')
// refuses and reports as a violation. Its setting is read when a schema is built, and the shared
// schemas are built as their modules load, before any code of the app's own runs: so it is set
// here, by a plain script that runs before the app's module scripts. Jitless parsing needs no
// eval and is fast enough for our payloads. (e2e/csp.e2e.ts proves the app runs without eval.)
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
