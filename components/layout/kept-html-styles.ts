// The stylesheets of the chrome only the server renders: the header's bar (logo, menu, submenu
// panels), the mobile menu (its entries and the column of latest items) and the footer reach the
// browser as kept HTML (components/layout/static-html.tsx), so the browser's build never imports their
// components. The site's one stylesheet is built from the browser's modules: without these imports
// it would lack their rules. tests/integration/pages.int.test.ts checks that every class in a page
// has its rules. `?styles-only`: no class-name map in the scripts (lib/build/styles-only-loader.cjs).
import '../content/latest-column.module.css?styles-only';
import './logo.module.css?styles-only';
import './nav-entry.module.css?styles-only';
import './site-footer.module.css?styles-only';
import './submenu-columns.module.css?styles-only';
