// A spec lead form of any kind, drawn and checked from its definition (lib/forms/spec-definitions.ts)
// by the engine of the forms built in the CMS (definition-schema.ts, built-form-fields.tsx); a
// placement (CMS block, webinar page, popup) may override texts, goals and CRM routing. The submit flow is the spec's:
// captcha token (action login), send with the lead payload, then on success clear the form, fire
// the metric actions, show the answer and run the after-success handler; on failure the error modal.
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import type { LeadFormKind } from '@/lib/forms/kinds';
import { isFile, isFlag } from '@/lib/forms/definition';
import { fixedPayload, pageAttribution, type PlainPost } from '@/lib/forms/plain-post';
import { BASE_PATH } from '@/lib/routing/base-path';
import { definitionErrors, normalizedValues } from '@/lib/forms/definition-schema';
import { specDefinition } from '@/lib/forms/spec-definitions';
import { ANSWER_EXTRAS, ERROR_TEXTS, OFFLINE_TEXTS, SUBSCRIBE_ERROR_TEXTS, type ErrorTexts } from '@/lib/forms/texts';
import { downloadFile } from '@/lib/forms/download';
import { isOnline } from '@/lib/chrome/online';
import type { LeadFormConfig } from '@/lib/forms/config';
import { captchaToken } from '@/lib/captcha/recaptcha';
import { leadPayload } from '@/lib/leads/client/payload';
import { LEAD_ROUTES, newIdempotencyKey, sendLead, type LeadSubmission } from '@/lib/leads/client/send';
import { HONEYPOT } from '@/lib/leads/contract';
import { trackEvents } from '@/lib/analytics/track';
import { analyticsFormType } from '@/lib/analytics/form-types';
import { requestState } from '@/lib/store/request';
import { funnel } from '@/lib/forms/funnel-client';
import { FormShell, InlineStatus, type InlineAnswer } from './form-shell';
import { LeadFields } from './fields';
import { BuiltField } from './built-form-fields';
import { useFormModals } from './form-modals-context';
import { AnswerModal, ErrorModal, type ShownAnswer } from './answer-view';
import { AnswerPopup, ErrorPopup } from './answer-popups';

// The popups FormsProvider shows after a submission come with the form's code (./answer-popups.ts),
// so the answer appears even if the connection drops before the form is sent.
AnswerPopup.provide(AnswerModal);
ErrorPopup.provide(ErrorModal);

type Values = Record<string, string | boolean | undefined> & { [HONEYPOT]?: string; da_data?: Record<string, unknown> };

export type LeadFormProps = {
  kind: LeadFormKind;
  config?: LeadFormConfig;
  titleId?: string;
  headingLevel?: 2 | 3;
  /** What the visitor typed into the server-rendered form before its code loaded (deferred-lead-form.tsx). */
  prefill?: Partial<Values>;
  /**
   * Rendered for the HTML only, before the form's code is there (deferred-lead-form.tsx): its
   * button is not disabled, since nothing in the page could enable it once the visitor has filled
   * the form, only looks it while a required field is empty (form-shell.tsx); a press waits for
   * the live form, which checks and sends it.
   */
  serverMarkup?: boolean;
  /** The form page's form (pages/forms/[form].tsx): its hidden fields and the server's messages. */
  plain?: PlainPost;
};

export function LeadForm({ kind, config = {}, titleId, headingLevel, prefill, serverMarkup = false, plain }: LeadFormProps) {
  const ownId = useId();
  const modals = useFormModals();
  const [inline, setInline] = useState<InlineAnswer | null>(null);
  // One key per submission: retries of it (the client's own, or the visitor's after an error) store once.
  const key = useRef<string | null>(null);
  // The form's fields, texts, rules and goals: its definition (lib/forms/spec-definitions.ts), the
  // one its route checks against too. The answer's extras (a link, the calendar, when it closes) are the kind's.
  const def = specDefinition(kind);
  const extras = ANSWER_EXTRAS[kind];
  const blank: Values = Object.fromEntries(def.fields.map((f) => [f.name, isFlag(f) ? false : '']));
  const [initialValues] = useState<Values>(() => ({ ...blank, ...prefill }));
  // Without scripts the browser posts the form itself (lib/forms/plain-post.ts).
  const target = config.webinar?.title ?? config.file?.name;
  const post = {
    action: `${BASE_PATH}${LEAD_ROUTES[kind]}${config.postQuery ? `?${config.postQuery}` : ''}`,
    multipart: def.fields.some(isFile),
    hidden: { ...fixedPayload({ sourceDeal: config.sourceDeal, pipeline: config.pipeline, target }), ...plain?.hidden },
    message: plain?.message,
  };
  // When the visitor first saw the form, for the fill time the server judges (lib/leads/spam): a
  // popup's form appears as it mounts; one that came as the page's markup (prefill is set by
  // deferred-lead-form.tsx) was there since the page began loading, the earliest (safest) guess.
  const [shownAt] = useState(() => (prefill ? performance.timeOrigin : performance.timeOrigin + performance.now()));
  useEffect(() => {
    if (!serverMarkup) funnel.seen(kind);
  }, [kind, serverMarkup]);

  async function onSubmit(values: Values, form: FormApi<Values>) {
    key.current ??= newIdempotencyKey();
    const { [HONEYPOT]: trap, da_data, ...formValues } = values;
    const fail = (texts: ErrorTexts) => (modals ? modals.showError(texts) : setInline({ error: texts }));
    // Without a connection nothing can be sent: say so, rather than blame the service.
    if (!isOnline()) return fail(OFFLINE_TEXTS);
    try {
      // The server decides: without a configured secret it needs no token.
      const token = () =>
        captchaToken().catch((e: Error) => {
          console.error(e.message);
          return undefined;
        });
      const body = {
        ...formValues,
        ...(da_data ? { da_data, company: typeof da_data.value === 'string' ? da_data.value : formValues.company } : {}),
        [HONEYPOT]: trap ?? '',
        ...leadPayload({ sourceDeal: config.sourceDeal, pipeline: config.pipeline, target: config.webinar?.title ?? config.file?.name }),
        ...pageAttribution(plain),
        fill_ms: Math.max(0, Math.round(performance.timeOrigin + performance.now() - shownAt)),
      } as LeadSubmission;
      await sendLead(kind, body, key.current, token);
    } catch (e) {
      console.error((e as Error).message);
      return fail(!isOnline() ? OFFLINE_TEXTS : kind === 'subscribe' ? SUBSCRIBE_ERROR_TEXTS : ERROR_TEXTS);
    }
    key.current = null;
    funnel.submitted(kind);
    window.setTimeout(() => form.restart(blank));
    const metrics = config.metricActions?.length ? config.metricActions : def.metricActions;
    trackEvents(metrics, analyticsFormType(kind, metrics));
    if (config.file) void downloadFile(config.file.url, config.file.name);
    const answer: ShownAnswer = {
      ...extras,
      title: config.successTitle || def.successTitle,
      description: config.successText || def.successText || undefined,
      event: config.webinar ?? undefined,
    };
    requestState.answered({ title: answer.title, subtitle: answer.description ?? '' });
    if (modals) modals.showAnswer(answer);
    else setInline(answer);
    config.afterSuccess?.();
  }

  return (
    <>
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={(v) => definitionErrors(def, normalizedValues(def, v))}
        render={({ handleSubmit, hasValidationErrors, submitting }) => (
          <FormShell
            title={config.title || def.title}
            titleId={titleId ?? ownId}
            subject={config.subject}
            description={config.description || def.description}
            headingLevel={headingLevel}
            submitLabel={config.buttonText || def.buttonText}
            pending={Boolean(submitting)}
            invalid={serverMarkup ? null : Boolean(hasValidationErrors)}
            onSubmit={handleSubmit}
            funnelForm={kind}
            onFieldFocus={(name) => funnel.touched(kind, name)}
            plain={post}
          >
            <LeadFields errors={plain?.errors}>
              {def.fields.map((field) => (
                <BuiltField key={field.name} field={field} consentText={def.consentText} />
              ))}
            </LeadFields>
          </FormShell>
        )}
      />
      <InlineStatus answer={inline} />
    </>
  );
}
