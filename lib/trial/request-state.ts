// The shared request state of the spec's store: whether a request is in flight, whether the last
// one ended, and the last HTTP error with its status and message. Every HTTP client writes here;
// dialogs read it and clear it when they close or the route changes.
import { useSyncExternalStore } from 'react';

export type HttpError = { status: number; message: string };

export type RequestState = {
  sending: boolean;
  requestEnded: boolean;
  error: HttpError | null;
};

const initial: RequestState = { sending: false, requestEnded: false, error: null };
let state: RequestState = initial;
const listeners = new Set<() => void>();

function set(next: Partial<RequestState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export const requestState = {
  get: (): RequestState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new request clears the previous error. */
  started: () => set({ sending: true, requestEnded: false, error: null }),
  ended: (error: HttpError | null) => set({ sending: false, requestEnded: true, error }),
  clearError: () => set({ error: null }),
  reset: () => set(initial),
};

export const useRequestState = (): RequestState => useSyncExternalStore(requestState.subscribe, requestState.get, () => initial);
