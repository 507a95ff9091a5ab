// What every API route does around its own work: the method guard (405 with Allow) and the answer
// to a refusal (HttpError: its status and message, with the fields it names). Any other error is
// the route's failure: logged and answered 503 with Retry-After when the route says how, else
// left to Next (500).
import type { NextApiRequest, NextApiResponse } from 'next';
import { HttpError } from './http-error';

/** The answer of every API route of the site: its data, or what went wrong. */
export type ApiAnswer<T> = { data: T } | { error: string; fields?: Record<string, string> };

/** What a route answers when its own work failed (the CMS or the disk), not the request. */
export type RouteFailure = { log: string; message: string; retryAfterSeconds: number };

/** Throws 405 (with Allow) unless the request uses one of `methods`. */
export function assertMethod(req: NextApiRequest, res: NextApiResponse, methods: readonly string[]): void {
  if (methods.includes(req.method ?? '')) return;
  res.setHeader('allow', methods.join(', '));
  const listed = methods.join(' или ');
  throw new HttpError(405, `Используйте ${listed} / Use ${methods.join(' or ')}`);
}

/** Answers a refusal with its status; any other error with the route's failure (or rethrows it). */
export function sendError(res: NextApiResponse, e: unknown, failure?: RouteFailure) {
  if (e instanceof HttpError) {
    return res.status(e.status).json({ error: e.message, ...(e.fields ? { fields: e.fields } : {}) } satisfies ApiAnswer<never>);
  }
  if (!failure) throw e;
  console.error(`${failure.log}: ${(e as Error).message}`);
  res.setHeader('retry-after', String(failure.retryAfterSeconds));
  return res.status(503).json({ error: failure.message } satisfies ApiAnswer<never>);
}

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** An API route answering `methods` only, whose refusals (HttpError) and failures are answered alike. */
export function apiRoute(methods: readonly string[], handler: Handler, failure?: RouteFailure) {
  return async function route(req: NextApiRequest, res: NextApiResponse) {
    try {
      assertMethod(req, res, methods);
      return await handler(req, res);
    } catch (e) {
      return sendError(res, e, failure);
    }
  };
}
