// A visitor's way through one form on one page, told to the server as beacons (pages/api/form-funnel.ts):
// the form came into view, a first field was touched, the visitor left without sending it (with the
// last field touched). Nothing that was typed is sent, only field names; nothing is sent at all
// without the cookie consent. Part of the form's chunk (lead-form.tsx) and of the counters' chunk
// that notices forms coming into view (lib/analytics/counters.ts): no page's first load carries it.
import { BASE_PATH } from '@/lib/routing/base-path';
import { CONSENT_COOKIE } from '@/lib/experiments/consent-cookie';

type Tracker = { seen: boolean; started: boolean; submitted: boolean; left: boolean; lastField: string | null };

const trackers = new Map<string, Tracker & { form: string; url: string }>();

const consented = () => document.cookie.split('; ').includes(`${CONSENT_COOKIE}=true`);
const pageUrl = () => `${window.location.origin}${window.location.pathname}`;

function send(form: string, url: string, event: 'view' | 'start' | 'leave', field?: string | null) {
  if (!consented()) return;
  const body = JSON.stringify({ form, event, url, ...(field ? { field } : {}) });
  const blob = new Blob([body], { type: 'application/json' });
  // sendBeacon survives the page being left; fetch with keepalive where it is missing.
  if (!navigator.sendBeacon?.(`${BASE_PATH}/api/form-funnel/`, blob))
    void fetch(`${BASE_PATH}/api/form-funnel/`, { method: 'POST', body: blob, keepalive: true }).catch(() => undefined);
}

/** The visitor leaves: every form on the pages seen that was started and not sent is a drop-off at its last field. */
function leaveAll(except?: string) {
  for (const t of trackers.values()) {
    if (t.url === except || !t.started || t.submitted || t.left) continue;
    t.left = true;
    send(t.form, t.url, 'leave', t.lastField);
  }
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  // pagehide: the page is closed, reloaded or left for another site; bfcache-safe, unlike unload.
  window.addEventListener('pagehide', () => leaveAll());
}

/** The tracker of a form (a spec form's kind, a built form's key: funnel-key.ts) on the current page (a client-side navigation to another page leaves this one). */
function trackerOf(form: string) {
  const url = pageUrl();
  leaveAll(url);
  const key = `${form} ${url}`;
  let t = trackers.get(key);
  if (!t) trackers.set(key, (t = { form, url, seen: false, started: false, submitted: false, left: false, lastField: null }));
  listen();
  return t;
}

export const funnel = {
  /** The form is on screen (it came into view, or its popup opened). */
  seen(form: string) {
    const t = trackerOf(form);
    if (t.seen) return;
    t.seen = true;
    send(form, t.url, 'view');
  },
  /** A field got the focus: the first one starts the form; the last one is where a visitor who leaves dropped off. */
  touched(form: string, field: string) {
    const t = trackerOf(form);
    t.lastField = field;
    if (t.started) return;
    t.started = true;
    // A form touched is a form seen (a popup, or one scrolled to by a link).
    if (!t.seen) {
      t.seen = true;
      send(form, t.url, 'view');
    }
    send(form, t.url, 'start');
  },
  /** Sent: counted by the lead route itself; no drop-off any more. */
  submitted(form: string) {
    trackerOf(form).submitted = true;
  },
};
