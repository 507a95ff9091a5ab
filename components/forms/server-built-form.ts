// The built form for server rendering only: next.config.mjs resolves this module to an empty one in
// the browser build, as server-lead-form.ts, so a page with a built form keeps its first-load JS.
export { BuiltForm as ServerBuiltForm } from './built-form';
