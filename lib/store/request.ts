// The shared request state of the spec's store (section 3): whether a request is in flight
// (sending) and has ended (requestEnded), whether a submission is waiting before it can be sent
// (pending: its captcha token, or the pause before a retry), the status of the last answer, the
// last HTTP error with its status and message, and the answer shown to the visitor (messageAnswer).
// Every HTTP client of the browser writes here; dialogs read it. The pending and error flags are
// cleared on each new request and on every page change (section 4).
import { useSyncExternalStore } from 'react';

export type HttpError = { status: number; message: string };

/** The title and subtitle of the answer popup after a successful submission. */
export type MessageAnswer = { title: string; subtitle: string };

export type RequestState = {
  sending: boolean;
  requestEnded: boolean;
  pending: boolean;
  /** HTTP status of the last answer; null before any, or when none came (network error, time-out). */
  status: number | null;
  error: HttpError | null;
  messageAnswer: MessageAnswer | null;
};

const initial: RequestState = { sending: false, requestEnded: false, pending: false, status: null, error: null, messageAnswer: null };
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
  /** A submission is being prepared (captcha token) and will be sent. */
  pending: () => set({ pending: true }),
  /** A new request clears the pending and error flags of the previous one. */
  started: () => set({ sending: true, requestEnded: false, pending: false, error: null }),
  /** The answer came (its status; an error when it was not a success) or the request failed (no status). */
  ended: (error: HttpError | null, status: number | null = error?.status ?? null) =>
    set({ sending: false, requestEnded: true, pending: false, error, status }),
  /** What the visitor was told after a successful submission. */
  answered: (messageAnswer: MessageAnswer) => set({ messageAnswer }),
  clearError: () => set({ error: null }),
  /** Another page: nothing of the previous one is pending or failed any more. */
  pageChanged: () => set({ pending: false, error: null, messageAnswer: null }),
  reset: () => set(initial),
};

export const useRequestState = (): RequestState => useSyncExternalStore(requestState.subscribe, requestState.get, () => initial);
