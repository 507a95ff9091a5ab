// Stands for Directus' Azure Blob storage driver, left out of this installation: files are stored on the local disk (STORAGE_LOCATIONS=local, cms/directus.mjs).
// Importing it fails with the reason (Directus imports these only when they are used).
'use strict';

throw new Error(
  '@directus/storage-driver-azure is left out of this Directus installation (docs/adr/0018-directus-unused-packages-left-out.md): files are stored on the local disk (STORAGE_LOCATIONS=local, cms/directus.mjs)',
);
