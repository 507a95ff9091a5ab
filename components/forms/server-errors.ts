import { createContext, useContext } from 'react';

/**
 * The server's messages for the fields of a form it refused (a plain post without scripts, the form
 * page: lib/forms/plain-post.ts), by field name. Each shows beside its field until the visitor changes it.
 */
export const ServerErrors = createContext<Readonly<Record<string, string>>>({});

/** The server's message for a field, while the visitor has not changed what was sent. */
export function useServerError(name: string, modified: boolean | undefined): string | undefined {
  const server = useContext(ServerErrors)[name];
  return modified ? undefined : server;
}
