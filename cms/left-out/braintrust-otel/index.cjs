// Stands for the Braintrust telemetry of Directus' AI assistant, left out of this installation: the AI assistant is off (AI_ENABLED=false, scripts/stack.mjs).
// Importing it fails with the reason (Directus imports these only when they are used).
'use strict';

throw new Error(
  '@braintrust/otel is left out of this Directus installation (docs/adr/0018-directus-unused-packages-left-out.md): the AI assistant is off (AI_ENABLED=false, scripts/stack.mjs)',
);
