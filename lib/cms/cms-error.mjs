// The one error type of every Directus call, the site's (./client.ts) and cms/'s alike (setup,
// seeding and schema building: cms/client.mjs), and the one reading of a Directus answer into it.
// Plain JavaScript, so that cms/ (run by Node without a build step) imports it as the site does.

/**
 * - `network`: no answer (refused, reset, timed out, or within the outage pause);
 * - `http`: an answer with an error status and no usable error in it (a proxy's page, 401, 5xx);
 * - `graphql`: Directus answered with an error of its own;
 * - `validation`: Directus refused the data itself (invalid, a unique-key conflict).
 * @typedef {'network' | 'http' | 'graphql' | 'validation'} CmsErrorKind
 */

/**
 * @typedef {object} CmsErrorDetails
 * @property {number} [status] the HTTP status, when Directus answered
 * @property {string} [code] Directus' error code (`RECORD_NOT_UNIQUE`, `FORBIDDEN`, …)
 * @property {string} [field] the field a RECORD_NOT_UNIQUE conflict is on
 * @property {unknown} [cause]
 */

/** Directus' codes for data it refuses (GraphQL); over REST they come as 400. */
const VALIDATION_CODES = new Set([
  'FAILED_VALIDATION',
  'INVALID_PAYLOAD',
  'RECORD_NOT_UNIQUE',
  'INVALID_FOREIGN_KEY',
  'VALUE_TOO_LONG',
  'VALUE_OUT_OF_RANGE',
  'NOT_NULL_VIOLATION',
  'CONTAINS_NULL_VALUES',
  'INVALID_QUERY',
  'GRAPHQL_VALIDATION',
]);
/** Directus' codes for its own trouble, which pass. */
const PASSING_CODES = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'OUT_OF_MEMORY']);

/** Every failure of a Directus call: what kind, and whether trying again later can succeed. */
export class CmsError extends Error {
  /**
   * @param {CmsErrorKind} kind
   * @param {string} message
   * @param {CmsErrorDetails} [details]
   */
  constructor(kind, message, details = {}) {
    super(message, { cause: details.cause });
    this.name = 'CmsError';
    /** @readonly */
    this.kind = kind;
    /** @readonly */
    this.details = details;
    const { status = 0, code = '' } = details;
    /** @readonly */
    this.retryable =
      kind === 'network' || status >= 500 || status === 408 || status === 429 || (kind === 'graphql' && PASSING_CODES.has(code));
  }
  get status() {
    return this.details.status;
  }
  get code() {
    return this.details.code;
  }
  get field() {
    return this.details.field;
  }
}

/**
 * @typedef {{ errors?: { message?: string, extensions?: { code?: string, field?: string } }[] }} DirectusErrors
 */

/**
 * The CmsError for an answer carrying Directus errors, or an error status.
 * @param {{ status: number, statusText?: string }} answer
 * @param {DirectusErrors | null | undefined} body the answer's JSON (null when it had none)
 * @param {string} what the call as the message names it (`GraphQL`, `POST /items/leads`)
 * @param {'rest' | 'graphql'} over over REST a 400 means refused data; over GraphQL Directus' code says
 * @param {unknown} [cause]
 */
export function answerError(answer, body, what, over, cause) {
  const first = body?.errors?.[0];
  const code = first?.extensions?.code;
  const details = { status: answer.status, code, field: first?.extensions?.field, cause };
  const message = `CMS ${what} ${answer.status}: ${first?.message ?? answer.statusText ?? ''}`;
  if (!first) return new CmsError('http', message, details);
  const refused = over === 'rest' ? answer.status === 400 : VALIDATION_CODES.has(code ?? '');
  return new CmsError(refused ? 'validation' : 'graphql', message, details);
}
