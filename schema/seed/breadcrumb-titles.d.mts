// Types of breadcrumb-titles.mjs (seed data, plain JavaScript) for the tests that use it.
declare const titles: { segment: string; title: string }[];
export default titles;
