// Stands for Directus' SDK for building extensions (vite, rollup), left out of this installation: Directus never imports it at run time; this site builds no extension with it.
// Importing it fails with the reason (Directus imports these only when they are used).
'use strict';

throw new Error(
  '@directus/extensions-sdk is left out of this Directus installation (docs/adr/0018-directus-unused-packages-left-out.md): Directus never imports it at run time; this site builds no extension with it',
);
