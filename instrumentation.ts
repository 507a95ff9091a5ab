// Runs once when the site's server starts. A misconfigured production deployment stops here,
// naming what is missing (lib/env.ts), instead of failing on the first preview, revalidation or
// lead; then the drain that moves journaled leads into Directus (lib/leads/drain.ts) starts and
// lives as long as the process.
export async function register() {
  // Not in the edge runtime, and not while `next build` prerenders pages. The imports sit inside
  // the runtime test (rather than after an early return) so that webpack leaves them out of the
  // edge bundle `next dev` compiles too: they reach Node-only modules (the Redis client's `stream`).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    try {
      await import('@/lib/env');
    } catch (e) {
      console.error((e as Error).message);
      process.exit(1);
    }
    // Answers counted by status class; with LOG_FORMAT=json, logs as JSON lines with nginx's request id.
    const [{ startRequestLog }, { env }] = await Promise.all([import('./lib/http/request-log'), import('@/lib/env')]);
    startRequestLog(env.LOG_FORMAT as 'text' | 'json');
    // The ISR cache handlers decide what they serve and store for requests no proxy routed (docs/adr/0024).
    const { registerCachedAnswers } = await import('./lib/routing/cached-answers');
    registerCachedAnswers();
    const { startDrain } = await import('./lib/leads/drain');
    startDrain();
    // A/B tests: visitor counts flushed, results written, ended tests' winners put on their pages.
    const { startExperimentResults } = await import('./lib/experiments/results');
    startExperimentResults();
  }
}
