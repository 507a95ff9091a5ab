// Whether the first page of the visit has been hydrated: a component mounting before that was
// rendered by the server (its markup is in the page), one mounting after by a client-side navigation.
let done = false;

export const hydrationDone = () => done;

/** Called by the app shell once the first page is hydrated (lib/chrome/use-app-chrome.ts). */
export function markHydrated() {
  done = true;
}
