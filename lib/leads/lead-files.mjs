// The folder of the files visitors attach to leads (a built form's «Файл» field, lib/forms/upload.ts).
// One fixed id: the CMS state creates the folder with it (collections/leads/state.mjs), the drain
// uploads into it (lib/leads/drain.ts), and the access rules keep it from visitors and the site's
// page tokens (cms/state/access.mjs). Plain JavaScript: the data model reads it without a build step.

export const LEAD_FILES_FOLDER = '6c1f0a52-3b7e-4d0c-9a55-1f2e0d1ea0f1';
