// The one place that imports ./after-hydration.ts (see there): every user shares its one chunk.
let loading: Promise<typeof import('./after-hydration')> | undefined;

export const loadAfterHydration = () => (loading ??= import(/* webpackChunkName: "after_hydration" */ './after-hydration'));
