// Directus imports isolated-vm when it starts, and uses it only to run a flow's «Run Script»
// operation or a sandboxed extension; this site has neither (docs/adr/0015-isolated-vm-left-out.md).
// Importing this works; using it fails with the reason, in Directus' log and the flow's result.
'use strict';

const reason =
  'isolated-vm is left out of this Directus installation (docs/adr/0015-isolated-vm-left-out.md): ' +
  "flows' «Run Script» operation and sandboxed extensions are not available";

class LeftOut {
  constructor() {
    throw new Error(reason);
  }
}

module.exports = {
  Isolate: LeftOut,
  Context: LeftOut,
  Reference: LeftOut,
  Callback: LeftOut,
  ExternalCopy: LeftOut,
  Module: LeftOut,
};
