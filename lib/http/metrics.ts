// The site's metrics in Prometheus' text format (prom-client), served by /api/ops/metrics (kept off
// the public front by nginx: deploy/nginx.conf). Next bundles API routes and instrumentation.ts
// separately, each with its own copy of this module and of prom-client, so the registry and the
// metrics live on globalThis: one set per process, whichever bundle counts.
//
// Every instance reports its own counters; the journal figures (backlog, oldest lead) are the shared
// journal's, so with the PostgreSQL journal each instance reports the same backlog: alert on max().
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { join } from 'node:path';
import { journal } from '@/lib/leads/journal';
import { latePublications } from '@/lib/cms/schedule';

/**
 * How many paths Next keeps an ISR lifetime for in this process: its `SharedCacheControls` map,
 * which it never empties (an entry per path that ever got an ISR entry, a cached 404 too). Read
 * from Next's own module, required the way Next's server requires it (not bundled, so it is the one
 * instance the server fills); null if a Next upgrade moved it.
 */
function isrRememberedPaths(): number | null {
  try {
    const { createRequire } = process.getBuiltinModule('node:module');
    const own = createRequire(join(process.cwd(), 'package.json'));
    const mod = own('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js') as {
      SharedCacheControls?: { cacheControls?: Map<string, unknown> };
    };
    return mod.SharedCacheControls?.cacheControls?.size ?? null;
  } catch {
    return null;
  }
}

/** One read of the journal serves the three journal gauges of a scrape (prom-client collects them concurrently). */
let lastRead: { at: number; backlog: Promise<{ count: number; oldestAcceptedAt: number | null } | null> } | null = null;
function journalBacklog() {
  if (lastRead && Date.now() - lastRead.at < 500) return lastRead.backlog;
  const backlog = journal()
    .backlog()
    .catch((e: unknown) => {
      console.error(`Metrics: the lead journal did not answer: ${(e as Error).message}`);
      return null;
    });
  lastRead = { at: Date.now(), backlog };
  return backlog;
}

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'site_' });
  const registers = [registry];
  return {
    registry,
    leadsAccepted: new Counter({
      name: 'site_leads_accepted_total',
      help: 'Leads journaled and answered 201 (a retry with a known Idempotency-Key is not counted again).',
      labelNames: ['kind'],
      registers,
    }),
    leadsRefused: new Counter({
      name: 'site_leads_refused_total',
      help: 'Lead requests refused with a 4xx (validation, captcha, rate limit, same site), by status.',
      labelNames: ['status'],
      registers,
    }),
    leadsFailed: new Counter({
      name: 'site_leads_failed_total',
      help: 'Lead requests answered 503 because the journal could not take them (nothing acknowledged).',
      registers,
    }),
    leadsDelivered: new Counter({
      name: 'site_leads_delivered_total',
      help: 'Journaled leads this process marked delivered: sent to Directus, found there already (sent before a crash or by another instance), or a repeat of a submission it holds.',
      registers,
    }),
    drainErrors: new Counter({
      name: 'site_lead_drain_errors_total',
      help: 'Drain passes that failed (Directus or the journal unavailable); the leads stay journaled.',
      registers,
    }),
    journalUp: new Gauge({
      name: 'site_lead_journal_up',
      help: '1 when the lead journal answered this scrape, else 0 (the backlog figures then keep their last value).',
      registers,
      async collect() {
        this.set((await journalBacklog()) ? 1 : 0);
      },
    }),
    backlog: new Gauge({
      name: 'site_lead_journal_backlog',
      help: 'Leads journaled and not yet in Directus.',
      registers,
      async collect() {
        const b = await journalBacklog();
        if (b) this.set(b.count);
      },
    }),
    oldestAge: new Gauge({
      name: 'site_lead_journal_oldest_undelivered_age_seconds',
      help: 'Age of the oldest lead not yet in Directus (0 when there is none).',
      registers,
      async collect() {
        const b = await journalBacklog();
        if (b) this.set(b.oldestAcceptedAt === null ? 0 : (Date.now() - b.oldestAcceptedAt) / 1000);
      },
    }),
    regenerations: new Histogram({
      name: 'site_regeneration_duration_seconds',
      help: 'On-demand regenerations of a page (the revalidation flow), by result: ok or failed.',
      labelNames: ['result'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    isrRememberedPaths: new Gauge({
      name: 'site_isr_remembered_paths',
      help: 'Paths Next keeps an ISR lifetime for in this process, never forgotten until a restart: follows the number of public pages, not the addresses visitors send (lib/routing/unknown-paths.ts).',
      registers,
      collect() {
        const size = isrRememberedPaths();
        if (size !== null) this.set(size);
      },
    }),
    latePublications: new Gauge({
      name: 'site_scheduled_publications_late',
      help: 'Items scheduled to publish (Moscow time) more than a minute ago and still not published: the schedule flow is not running. Keeps its last value when Directus does not answer.',
      registers,
      async collect() {
        try {
          this.set(await latePublications());
        } catch (e) {
          console.error(`Metrics: late scheduled publications not counted: ${(e as Error).message}`);
        }
      },
    }),
    httpResponses: new Counter({
      name: 'site_http_responses_total',
      help: 'Answers of this instance by status class (1xx..5xx).',
      labelNames: ['class'],
      registers,
    }),
  };
}

export type SiteMetrics = ReturnType<typeof create>;
const KEY = Symbol.for('ecm.metrics');

export function metrics(): SiteMetrics {
  const holder = globalThis as { [KEY]?: SiteMetrics };
  return (holder[KEY] ??= create());
}

/** Runs one regeneration, recording its duration and whether it failed; its outcome passes through. */
export async function timedRegeneration<T>(regenerate: () => Promise<T>): Promise<T> {
  const end = metrics().regenerations.startTimer();
  try {
    const r = await regenerate();
    end({ result: 'ok' });
    return r;
  } catch (e) {
    end({ result: 'failed' });
    throw e;
  }
}

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
