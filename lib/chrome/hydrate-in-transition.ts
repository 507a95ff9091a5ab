// Next's browser entry hydrates the first page with `hydrateRoot` outside of a transition, and React
// then hydrates the whole page in one task (on a mid-range phone, tens of milliseconds that block
// input: Lighthouse's Total Blocking Time). Started inside a transition, hydration runs in short
// steps that yield to the browser in between: the pattern React Router's browser entry uses. Next's
// entry imports this module as `react-dom/client` (next.config.mjs); everything else is React's own.
import { startTransition } from 'react';
import { createRoot, hydrateRoot as reactHydrateRoot } from 'react-dom/client';

export { createRoot };

export function hydrateRoot(...args: Parameters<typeof reactHydrateRoot>): ReturnType<typeof reactHydrateRoot> {
  let root: ReturnType<typeof reactHydrateRoot> | undefined;
  startTransition(() => {
    root = reactHydrateRoot(...args);
  });
  return root!;
}

// Next reads it as a CommonJS module through its default-import helper.
const client = { createRoot, hydrateRoot };
export default client;
