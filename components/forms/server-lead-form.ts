// The lead form for server rendering only: next.config.mjs resolves this module to an empty one in
// the browser build, so a page that imports it (components/forms/deferred-lead-form.tsx) does not
// carry the form's code in its first load.
export { LeadForm as ServerLeadForm } from './lead-form';
