// What each answered request leaves behind, watched through Node's own HTTP diagnostics channels
// (no wrapper around Next's server): its status class in the metrics and, with LOG_FORMAT=json,
// one JSON line carrying the request id nginx set (X-Request-Id), which every other line logged
// while the request runs carries too. Started once per process by instrumentation.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { format } from 'node:util';
import { metrics, statusClass } from './metrics';

const requestContext = new AsyncLocalStorage<{ id: string | undefined }>();
const STARTED = Symbol('ecm.started');
type Timed = IncomingMessage & { [STARTED]?: number };

const requestId = (req: IncomingMessage) => {
  const id = req.headers['x-request-id'];
  return typeof id === 'string' ? id.slice(0, 100) : undefined;
};

function line(level: string, msg: string, extra: Record<string, unknown> = {}) {
  const id = requestContext.getStore()?.id;
  return `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...(id ? { request_id: id } : {}), ...extra })}\n`;
}

/** console.* as JSON lines on the same streams (Next's own messages included). */
function jsonConsole() {
  const out = (level: string, stream: NodeJS.WriteStream) =>
    function (...args: unknown[]) {
      stream.write(line(level, format(...args)));
    };
  console.log = out('info', process.stdout);
  console.info = out('info', process.stdout);
  console.warn = out('warn', process.stderr);
  console.error = out('error', process.stderr);
}

const KEY = Symbol.for('ecm.request-log');

export function startRequestLog(format: 'text' | 'json') {
  const holder = globalThis as { [KEY]?: boolean };
  if (holder[KEY]) return;
  holder[KEY] = true;
  const json = format === 'json';
  if (json) jsonConsole();
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: Timed };
    request[STARTED] = performance.now();
    // The rest of this request's handling (Next's handler runs after this, from the same event)
    // sees the id through the context.
    if (json) requestContext.enterWith({ id: requestId(request) });
  });
  subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as { request: Timed; response: ServerResponse };
    metrics().httpResponses.inc({ class: statusClass(response.statusCode) });
    if (!json) return;
    const ms = request[STARTED] === undefined ? undefined : Math.round(performance.now() - request[STARTED]);
    const id = requestId(request);
    process.stdout.write(
      line('info', 'request', {
        method: request.method,
        path: request.url,
        status: response.statusCode,
        ms,
        ...(id ? { request_id: id } : {}),
      }),
    );
  });
}
