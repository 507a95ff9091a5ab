/** @jest-environment node */
// The site's metrics as Prometheus reads them: journal figures from a real (SQLite) journal,
// regenerations timed with their outcome.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'ecm-metrics-'));
process.env.LEAD_JOURNAL_PATH = join(dir, 'journal.db');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('reports the backlog and the age of the oldest undelivered lead, and regenerations by result', async () => {
  const { metrics, timedRegeneration } = await import('./metrics');
  const { journal } = await import('@/lib/leads/journal');
  const row = (id: string) => ({ id, kind: 'question', idempotency_key: null, fields: {} }) as never;
  await journal().append(row('a'));
  await journal().append(row('b'));
  await journal().delivered(['a']);
  await timedRegeneration(async () => undefined);
  await expect(timedRegeneration(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
  metrics().httpResponses.inc({ class: '5xx' });
  const text = await metrics().registry.metrics();
  expect(text).toMatch(/^site_lead_journal_backlog 1$/m);
  expect(text).toMatch(/^site_lead_journal_up 1$/m);
  const age = Number(/^site_lead_journal_oldest_undelivered_age_seconds (\S+)$/m.exec(text)?.[1]);
  expect(age).toBeGreaterThanOrEqual(0);
  expect(age).toBeLessThan(60);
  expect(text).toMatch(/^site_regeneration_duration_seconds_count\{result="ok"\} 1$/m);
  expect(text).toMatch(/^site_regeneration_duration_seconds_count\{result="failed"\} 1$/m);
  expect(text).toMatch(/^site_http_responses_total\{class="5xx"\} 1$/m);
  await journal().delivered(['b']);
  await new Promise((r) => setTimeout(r, 600)); // one journal read serves a scrape for 500 ms
  const drained = await metrics().registry.metrics();
  expect(drained).toMatch(/^site_lead_journal_backlog 0$/m);
  expect(drained).toMatch(/^site_lead_journal_oldest_undelivered_age_seconds 0$/m);
  journal().close();
});
