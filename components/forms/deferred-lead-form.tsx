// A lead form placed in a page (webinar pages, the CMS form block) whose code — react-final-form,
// final-form, yup, the fields — is not part of the page's first load. The server renders the form
// itself, so the HTML shows it at once and nothing shifts; in the browser that markup stays as it
// came until the visitor touches the form (focus, pointer, submit), then the form's code loads and
// takes its place. What the visitor typed meanwhile is carried over, with the focus. Not on
// approach: evaluating the form's code (yup above all) is a long task on a phone, and a form near
// the top of a page (a webinar's sign-up) would pay it during the page's load for every visitor.
// A form built in the CMS (built-form.tsx) is placed the same way (DeferredBuiltForm).
import { useEffect, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { LeadFormProps } from './lead-form';
import type { BuiltFormProps } from './built-form';
import { useHydrating } from '@/lib/chrome/use-hydrating';
import { ServerLeadForm } from './server-lead-form';
import { ServerBuiltForm } from './server-built-form';
import { restoreFocus, snapshot, type FormSnapshot, type Prefill } from './form-snapshot';

/**
 * A form component that loads on demand: `ServerForm` renders it on the server (undefined in the
 * browser build), `load` fetches its code. `loadAtOnce` says whether to load it without waiting for
 * a touch (a built form with a step to finish from an earlier visit).
 */
function deferred<P extends object>(
  ServerForm: ComponentType<P & { serverMarkup?: boolean }> | undefined,
  load: () => Promise<ComponentType<P & { prefill?: Prefill }>>,
  loadAtOnce: (props: P) => boolean = () => false,
) {
  let loaded: ComponentType<P & { prefill?: Prefill }> | null = null;
  const loadForm = () => load().then((Form) => (loaded = Form));
  return function DeferredForm(props: P) {
    return <Deferred {...{ props, ServerForm, loadForm, loaded, loadAtOnce }} />;
  };
}

function Deferred<P extends object>({
  props,
  ServerForm,
  loadForm,
  loaded,
  loadAtOnce,
}: {
  props: P;
  ServerForm: ComponentType<P & { serverMarkup?: boolean }> | undefined;
  loadForm: () => Promise<ComponentType<P & { prefill?: Prefill }>>;
  loaded: ComponentType<P & { prefill?: Prefill }> | null;
  loadAtOnce: (props: P) => boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // During hydration the server's markup is kept; after a client-side navigation there is none.
  const [hydrating] = useState(useHydrating());
  const [state, setState] = useState<({ Form: ComponentType<P & { prefill?: Prefill }> } & Partial<FormSnapshot>) | null>(() =>
    loaded ? { Form: loaded } : null,
  );
  const requested = useRef(false);
  // A submit pressed before the form's code was there (also one the boot script captured before
  // hydration and replayed, lib/chrome/boot-script.mjs): the live form sends it once it is in place.
  const submitPending = useRef(false);

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    // Read and replaced in one task: nothing typed between the two can be lost.
    void loadForm().then((Form) => flushSync(() => setState({ Form, ...snapshot(ref.current) })));
  };

  useEffect(() => {
    // Rendered in the browser (a client-side navigation): there is nothing to keep, load at once.
    if (!state && (!hydrating || loadAtOnce(props))) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const live = state !== null;
  useEffect(() => {
    if (!live || !submitPending.current) return;
    submitPending.current = false;
    ref.current?.querySelector('form')?.requestSubmit();
  }, [live]);

  // The field that had the focus keeps it, and its caret, once the live form replaced the server's markup.
  const focused = state?.focused;
  const selection = state?.selection;
  useEffect(() => {
    restoreFocus(ref.current, { focused: focused ?? null, selection });
  }, [focused, selection]);

  if (ServerForm)
    return (
      <div>
        <ServerForm {...props} serverMarkup />
      </div>
    );
  if (state)
    return (
      <div ref={ref}>
        <state.Form {...props} prefill={state.prefill} />
      </div>
    );
  // A press of the submit button before the code is there must not send the form as a plain GET:
  // it waits for the live form.
  const hold = (e: SyntheticEvent) => {
    e.preventDefault();
    submitPending.current = true;
    load();
  };
  return (
    <div
      ref={ref}
      onFocus={load}
      onPointerDown={load}
      onSubmit={hold}
      suppressHydrationWarning
      // Empty in the browser: React keeps the server's markup of an element it sets as raw HTML.
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}

// Empty in the browser build (next.config.mjs); the form itself when rendered on the server.
const onServer = typeof window === 'undefined';

export const DeferredLeadForm = deferred<LeadFormProps>(onServer ? ServerLeadForm : undefined, () =>
  import('./lead-form').then((m) => m.LeadForm),
);

/** A built form with a step left from an earlier visit loads at once, so the visitor sees that step, not step 1. */
const hasProgress = ({ form }: BuiltFormProps) => {
  try {
    return window.localStorage.getItem(`ecm.form.${String(form.id)}.progress`) !== null;
  } catch {
    return false;
  }
};

export const DeferredBuiltForm = deferred<BuiltFormProps>(
  onServer ? ServerBuiltForm : undefined,
  () => import('./built-form').then((m) => m.BuiltForm),
  hasProgress,
);
