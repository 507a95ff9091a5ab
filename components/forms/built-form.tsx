// A form built in the CMS («Формы»), rendered and checked from its definition (lib/forms/
// definition.ts) with the same checks its route applies (definition-schema.ts). Conditions show
// and hide fields as the visitor answers. A multi-step form sends each step as it is done: step 1
// becomes a (partial) lead at once, later steps complete the same lead with the update token of
// its receipt, kept in this browser so that a visitor who leaves can come back and finish.
// Progressive fields: names (never values) of the fields this browser already sent are kept; a
// field already given is replaced by the progressive field the form puts after it.
// Its funnel (lib/forms/funnel-client.ts) goes by the form's key (`form-12`): seen, started, left at
// a field; a visitor who sent a step and left dropped off at the last field they touched (not the
// next step's first one, which they never touched).
// `preview` (the admin's preview of a form, pages/form-preview/[id].tsx): the same form, checks and
// conditions, but nothing is sent, counted or remembered; «Далее» goes to the next step, the last
// step shows the form's answer, and every step can be opened directly.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import {
  isFile,
  isInput,
  isFlag,
  skippedByProgress,
  stepCount,
  toDefinition,
  visibleFields,
  type FormDefinition,
  type FormField,
} from '@/lib/forms/definition';
import { fixedPayload, type PlainPost } from '@/lib/forms/plain-post';
import { BASE_PATH } from '@/lib/routing/base-path';
import { definitionErrors } from '@/lib/forms/definition-schema';
import { DEFAULT_BUTTON, ERROR_TEXTS, MODAL_TIMEOUT_MS, OFFLINE_TEXTS, type ErrorTexts } from '@/lib/forms/texts';
import { isOnline } from '@/lib/chrome/online';
import { captchaToken } from '@/lib/captcha/recaptcha';
import { leadPayload } from '@/lib/leads/client/payload';
import { newIdempotencyKey, sendLead, type LeadSubmission } from '@/lib/leads/client/send';
import { HONEYPOT } from '@/lib/leads/contract';
import { trackEvents } from '@/lib/analytics/track';
import type { AnalyticsFormType } from '@/lib/analytics/form-types';
import { requestState } from '@/lib/store/request';
import { funnel } from '@/lib/forms/funnel-client';
import { builtFormKey } from '@/lib/forms/funnel-key';
import { FormShell, InlineStatus, type InlineAnswer } from './form-shell';
import { LeadFields } from './fields';
import { BuiltField } from './built-form-fields';
import { useFormModals } from './form-modals-context';
import type { ShownAnswer } from './answer-view';
import styles from './forms.module.css';

type Values = Record<string, string | boolean | File | Record<string, unknown> | undefined>;

export type BuiltFormProps = {
  /** The `forms` item as the page read it (FormItem in lib/forms/forms.graphql). */
  form: Record<string, unknown>;
  titleId?: string;
  headingLevel?: 2 | 3;
  prefill?: Values;
  serverMarkup?: boolean;
  /** The admin's preview: nothing is sent, counted or kept in this browser; each step can be opened. */
  preview?: boolean;
  /** The form as the server read it (the version the visitor saw), instead of reading `form`. */
  definition?: FormDefinition;
  /**
   * The form page's form for a visitor without scripts (pages/forms/[form].tsx): its hidden fields
   * (the lead of step 1 to add to, the payload), the server's messages, and the step it is at.
   */
  plain?: PlainPost & { step: number };
};

/** A started multi-step lead in this browser: its id, update token, the next step, and the choices made (no personal data). */
type Progress = { leadId: string; token: string; step: number; choices: Values; savedAt: number };

/** The update token lives a day (lib/leads/update-token.ts); a little less here, so a resumed step is never refused for age. */
const PROGRESS_TTL_MS = 23 * 3600_000;
const progressKey = (id: number) => `ecm.form.${id}.progress`;
const KNOWN_KEY = 'ecm.forms.known';

function readJson<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): the form still works, it only forgets between visits.
  }
}

function savedProgress(def: FormDefinition): Progress | null {
  if (typeof window === 'undefined') return null;
  const p = readJson<Progress>(progressKey(def.id));
  if (!p || typeof p.leadId !== 'string' || typeof p.token !== 'string' || Date.now() - p.savedAt > PROGRESS_TTL_MS) return null;
  return p.step > 1 && p.step <= stepCount(def) ? p : null;
}

/** The spec's form type (lib/analytics/form-types.ts) of a built form, told by its goals: a request goes to a manager. */
const analyticsTypeOf = (actions: readonly string[]): AnalyticsFormType =>
  actions.includes('price_request')
    ? 'GetPrice'
    : actions.some((a) => a.startsWith('trial'))
      ? 'Trial'
      : actions.some((a) => a.startsWith('webinar'))
        ? 'Webinar'
        : 'Manager';

const knownFields = () => new Set(typeof window === 'undefined' ? [] : (readJson<string[]>(KNOWN_KEY) ?? []));

export function BuiltForm({
  form,
  titleId,
  headingLevel,
  prefill,
  serverMarkup = false,
  preview = false,
  definition,
  plain,
}: BuiltFormProps) {
  const def = useMemo(() => definition ?? toDefinition(form), [definition, form]);
  const ownId = useId();
  const modals = useFormModals();
  const steps = stepCount(def);
  const [resumed] = useState(() => (preview ? null : savedProgress(def)));
  const [chosenStep, setStep] = useState(resumed?.step ?? plain?.step ?? 1);
  // A preview follows the form's saves: a step the form no longer has is its last.
  const step = Math.min(chosenStep, steps);
  const lead = useRef<{ leadId: string; token: string } | null>(resumed);
  // As a first visit: the preview shows the fields a new visitor is asked.
  const [skipped] = useState(() => skippedByProgress(def, preview ? new Set<string>() : knownFields()));
  const [inline, setInline] = useState<InlineAnswer | null>(null);
  const key = useRef<string | null>(null);
  const funnelKey = builtFormKey(def.id);
  // When the visitor first saw the form, for the fill time the server judges (lib/leads/spam), as
  // the spec forms do: the page's markup was there since the page began loading, a popup's form as it mounts.
  const [shownAt] = useState(() => (prefill ? performance.timeOrigin : performance.timeOrigin + performance.now()));
  useEffect(() => {
    if (!serverMarkup && !preview) funnel.seen(funnelKey);
  }, [funnelKey, serverMarkup, preview]);

  const blank: Values = Object.fromEntries(def.fields.filter(isInput).map((f) => [f.name, isFlag(f) ? false : '']));
  const [initialValues] = useState<Values>(() => ({ ...blank, ...resumed?.choices, ...prefill }));

  /**
   * The fields of this step the visitor sees for these values. The form page without scripts
   * (`plain`) cannot show a field as the visitor answers: a field whose condition is on this step
   * is there with its condition written beside it, and required only when it holds (the server decides).
   */
  const shownNow = (values: Values) => {
    const shown = visibleFields(def, values);
    const onThisStep = (name: string) => def.fields.some((f) => f.name === name && f.step === step);
    return def.fields.filter(
      (f) =>
        isInput(f) &&
        f.step === step &&
        !skipped.has(f.name) &&
        (shown.has(f.name) || (plain !== undefined && f.showWhen !== null && onThisStep(f.showWhen.field))),
    );
  };
  /** «Заполните, если …»: the condition of a field the form page shows whatever the answers. */
  const conditionOf = (field: FormField): string | null => {
    if (!plain || !field.showWhen) return null;
    const parent = def.fields.find((f) => f.name === field.showWhen!.field);
    if (!parent || parent.step !== step) return null;
    const label = parent.label || parent.name;
    const chosen = parent.options.find((o) => o.value === field.showWhen!.value)?.label ?? field.showWhen.value;
    return field.showWhen.value === ''
      ? `Заполните, если заполнено поле «${label}»`
      : isFlag(parent)
        ? `Заполните, если отмечено «${label}»`
        : `Заполните, если в поле «${label}» выбрано «${chosen}»`;
  };
  // Without scripts the browser posts the form itself (lib/forms/plain-post.ts): the step shown, whole.
  const post = {
    action: `${BASE_PATH}/api/form/?id=${def.id}`,
    multipart: def.fields.some((f) => isFile(f) && f.step === step),
    hidden: {
      form_version: String(def.version),
      ...(steps > 1 ? { form_step: String(step) } : {}),
      ...fixedPayload({ sourceDeal: def.sourceDeal, pipeline: def.pipeline }),
      ...plain?.hidden,
    },
    message: plain?.message,
  };

  // «Назад»: the step before shows again with its answers. Its fields mount anew, and react-final-form
  // gives a field that mounts the form's initial value, so the answers are put back once they have.
  const answersBack = useRef<Values | null>(null);
  const formApi = useRef<FormApi<Values> | null>(null);
  const back = (api: FormApi<Values>) => {
    answersBack.current = api.getState().values;
    formApi.current = api;
    setStep(step - 1);
  };
  useEffect(() => {
    const answers = answersBack.current;
    answersBack.current = null;
    if (answers && formApi.current) formApi.current.batch(() => Object.entries(answers).forEach(([k, v]) => formApi.current!.change(k, v)));
  }, [step]);

  const validate = (values: Values) => {
    const errors = definitionErrors(def, values, { upToStep: step });
    const mine = new Set(shownNow(values).map((f) => f.name));
    // Only this step's fields: earlier steps were checked and sent (and after a return are not here).
    return Object.fromEntries(Object.entries(errors).filter(([name]) => mine.has(name)));
  };

  /** The form's answer to a completed form, as the visitor gets it. */
  const answerOf = (): ShownAnswer => ({
    title: def.successTitle || 'Спасибо!',
    description: def.successText || undefined,
    autoCloseMs: MODAL_TIMEOUT_MS,
  });

  function previewSubmit(api: FormApi<Values>) {
    if (step < steps) return setStep(step + 1);
    const answer = answerOf();
    if (modals) modals.showAnswer(answer);
    else setInline(answer);
    window.setTimeout(() => {
      api.restart(blank);
      setStep(1);
    });
  }

  async function onSubmit(values: Values, api: FormApi<Values>) {
    if (preview) return previewSubmit(api);
    key.current ??= newIdempotencyKey();
    const fail = (texts: ErrorTexts) => (modals ? modals.showError(texts) : setInline({ error: texts }));
    if (!isOnline()) return fail(OFFLINE_TEXTS);
    const fields = shownNow(values);
    const answers = Object.fromEntries(fields.map((f) => [f.name, values[f.name]]));
    const daData = values.da_data as Record<string, unknown> | undefined;
    const body = {
      ...answers,
      ...(daData && fields.some((f) => f.type === 'company') ? { da_data: daData } : {}),
      form_version: def.version,
      form_step: step,
      ...(lead.current ? { lead_id: lead.current.leadId, token: lead.current.token } : {}),
      [HONEYPOT]: typeof values[HONEYPOT] === 'string' ? values[HONEYPOT] : '',
      ...leadPayload({ sourceDeal: def.sourceDeal, pipeline: def.pipeline }),
      fill_ms: Math.max(0, Math.round(performance.timeOrigin + performance.now() - shownAt)),
    } as unknown as LeadSubmission;
    let receipt;
    try {
      const token = () =>
        captchaToken().catch((e: Error) => {
          console.error(e.message);
          return undefined;
        });
      receipt = await sendLead({ path: `/api/form/?id=${def.id}` }, body, key.current, token);
    } catch (e) {
      console.error((e as Error).message);
      return fail(
        !isOnline() ? OFFLINE_TEXTS : { title: def.errorTitle || ERROR_TEXTS.title, description: def.errorText || ERROR_TEXTS.description },
      );
    }
    key.current = null;
    const given = fields.filter((f) => values[f.name] !== '' && values[f.name] !== false).map((f) => f.name);
    writeJson(KNOWN_KEY, [...new Set([...knownFields(), ...given])].slice(-100));
    if (step < steps) {
      if (receipt.id && receipt.updateToken) lead.current = { leadId: receipt.id, token: receipt.updateToken };
      // Choices (not what the visitor typed) are kept, so a later step's conditions still hold after a return.
      const choices = Object.fromEntries(
        def.fields.filter((f) => f.type === 'select' || f.type === 'radio' || f.type === 'checkbox').map((f) => [f.name, values[f.name]]),
      );
      if (lead.current)
        writeJson(progressKey(def.id), { ...lead.current, step: step + 1, choices, savedAt: Date.now() } satisfies Progress);
      setStep(step + 1);
      return;
    }
    funnel.submitted(funnelKey);
    writeJson(progressKey(def.id), null);
    lead.current = null;
    window.setTimeout(() => {
      api.restart(blank);
      setStep(1);
    });
    trackEvents(def.metricActions, analyticsTypeOf(def.metricActions));
    const answer = answerOf();
    requestState.answered({ title: answer.title, subtitle: answer.description ?? '' });
    if (modals) modals.showAnswer(answer);
    else setInline(answer);
  }

  return (
    <>
      {preview && steps > 1 && (
        <nav className={styles.steps} aria-label="Шаги формы">
          {Array.from({ length: steps }, (_, i) => (
            <button key={i} type="button" aria-current={step === i + 1 ? 'step' : undefined} onClick={() => setStep(i + 1)}>
              {`Шаг ${i + 1}`}
            </button>
          ))}
        </nav>
      )}
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={validate}
        render={({ handleSubmit, hasValidationErrors, submitting, values, form: api }) => (
          <FormShell
            title={def.title}
            titleId={titleId ?? ownId}
            description={def.description}
            headingLevel={headingLevel}
            submitLabel={step < steps ? def.nextText || 'Далее' : def.buttonText || DEFAULT_BUTTON}
            pending={Boolean(submitting)}
            invalid={serverMarkup ? null : Boolean(hasValidationErrors)}
            onSubmit={handleSubmit}
            footer={
              steps > 1 ? (
                <>
                  {/* Back to the step before: its answers are still in the form; «Далее» there updates the same lead. */}
                  {step > 1 && (
                    <button type="button" className="btn btn--secondary btn--400" onClick={() => back(api)}>
                      Назад
                    </button>
                  )}
                  <p className={styles.description}>{`Шаг ${step} из ${steps}`}</p>
                </>
              ) : undefined
            }
            funnelForm={preview ? undefined : funnelKey}
            onFieldFocus={preview ? undefined : (name) => funnel.touched(funnelKey, name)}
            plain={preview ? undefined : post}
          >
            <LeadFields errors={plain?.errors}>
              {shownNow(values).map((field) => {
                const condition = conditionOf(field);
                return condition ? (
                  <div key={field.name} data-condition={field.showWhen!.field}>
                    <p className={styles.description}>{condition}</p>
                    <BuiltField field={field} consentText={def.consentText} />
                  </div>
                ) : (
                  <BuiltField key={field.name} field={field} consentText={def.consentText} />
                );
              })}
            </LeadFields>
          </FormShell>
        )}
      />
      <InlineStatus answer={inline} />
    </>
  );
}
