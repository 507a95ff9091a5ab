// Navigation lands at the top, or at the hash anchor when one is given. Blocks load as separate
// chunks, so after a client-side navigation the anchor may appear a moment after the route is
// done: keep looking for it briefly.
const LOOK_FOR_MS = 2_000;

export function scrollToHashWhenReady(url: string): void {
  const hash = url.split('#')[1];
  if (!hash) return;
  const id = decodeURIComponent(hash);
  const until = Date.now() + LOOK_FOR_MS;
  const look = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView();
    else if (Date.now() < until) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
