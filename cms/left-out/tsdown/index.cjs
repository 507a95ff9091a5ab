// Stands for tsdown, a TypeScript bundler Directus depends on, left out of this installation: Directus never imports it at run time.
// Importing it fails with the reason (Directus imports these only when they are used).
'use strict';

throw new Error(
  'tsdown is left out of this Directus installation (docs/adr/0018-directus-unused-packages-left-out.md): Directus never imports it at run time',
);
