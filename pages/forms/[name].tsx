import type { GetServerSideProps } from 'next';
import { readChromeOrEmpty, type Chrome } from '@/lib/cms/page-props';
import { answerPost, blankForm, type FormPageState } from '@/lib/forms/form-page';
import { specDefinition } from '@/lib/forms/spec-definitions';
import { formOfSlug, formPageSlug } from '@/lib/forms/form-page-href';
import { webinarSignupConfig, type WebinarSignup } from '@/lib/forms/webinar-signup';
import { readWebinarSignup } from '@/lib/content/reads';
import { env } from '@/lib/env';
import { ContentPage } from '@/components/content/content-page';
import { DeferredBuiltForm, DeferredLeadForm } from '@/components/forms/deferred-lead-form';
import { AnswerContent } from '@/components/forms/answer-view';
import { BlockSection } from '@/blocks/section';
import box from '@/blocks/lead-form/lead-form.module.css';
import content from '@/components/content/content.module.css';

type Props = Chrome & {
  state: FormPageState;
  form: string;
  /** The webinar a sign-up is for (`?webinar=`, a webinar card's «Записаться»). */
  webinar?: WebinarSignup;
};

const titleOf = (state: FormPageState) =>
  'kind' in state ? specDefinition(state.kind).title : 'definition' in state ? state.definition.title : 'Форма';

/**
 * /forms/<form>/: a lead form on a page of its own, for a visitor whose scripts did not run. Every
 * lead button links here (components/action-button.tsx); with scripts it opens its popup instead.
 * The form is plain HTML posting to its lead route, and a browser's post there is answered with
 * this page (the proxy, lib/routing/form-post-page.ts): the form again with the server's messages
 * and every value kept, or the answer (lib/forms/form-page.ts). With scripts the form here is the
 * live one, as in a popup.
 * Not for search engines: the page of each form is its canonical address.
 */
export default function FormPage({ state, form, webinar, ...chrome }: Props) {
  const title = titleOf(state);
  return (
    <ContentPage {...chrome} title={title} noindex canonicalPath={`/forms/${formPageSlug(form)}/`}>
      {/* Room under the fixed header: the form is the page's first content. */}
      <div className={content.section}>
        <BlockSection>
          <div className={box.box}>
            {'message' in state ? (
              <AnswerContent answer={{ title: state.message, autoCloseMs: 0 }} />
            ) : 'answer' in state ? (
              <AnswerContent answer={{ ...state.answer, event: webinar && (webinarSignupConfig(webinar).webinar ?? undefined) }} />
            ) : 'kind' in state ? (
              <DeferredLeadForm
                kind={state.kind}
                config={webinar && webinarSignupConfig(webinar)}
                headingLevel={2}
                plain={state.post}
                prefill={state.values}
              />
            ) : (
              <DeferredBuiltForm
                form={{ id: state.definition.id }}
                definition={state.definition}
                headingLevel={2}
                plain={state.post}
                prefill={state.values}
              />
            )}
          </div>
        </BlockSection>
      </div>
    </ContentPage>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query, req, res }) => {
  const param = formOfSlug(String(params?.name ?? ''));
  // A post: the lead route's answer for a browser (the proxy), or the form page's own.
  const state = req.method === 'POST' ? await answerPost(param, query, req, res) : blankForm(param, query, req);
  if (!state) return { notFound: true };
  // A sign-up for one webinar: sent with it, as from its page, and named. One that is over, unknown or
  // cannot be read now is left to its page, which says which (its recording, a 404) or signs up from
  // its cache. A post for it (the form's action carries it) is answered all the same: the form again
  // with the webinar named, or the answer with its calendar; without them if it cannot be read.
  let webinar: WebinarSignup | undefined;
  const slug = query.webinar;
  if ('kind' in state && state.kind === 'webinar' && typeof slug === 'string') {
    const valid = /^[\w-]{1,200}$/.test(slug);
    webinar = (valid && (await readWebinarSignup(slug, env.SITE_URL))) || undefined;
    if (req.method !== 'POST' && !webinar)
      return valid ? { redirect: { destination: `/webinars/${slug}/`, permanent: false } } : { notFound: true };
  }
  // Each blank form carries a key of its own (one lead per submission), and an answer is the visitor's.
  res.setHeader('Cache-Control', 'private, no-store');
  const form = 'kind' in state ? state.kind : 'definition' in state ? `form-${state.definition.id}` : param;
  // JSON's own copy: props may not hold `undefined` (an answer without a description).
  return {
    props: { ...(await readChromeOrEmpty()), state: JSON.parse(JSON.stringify(state)) as FormPageState, form, ...(webinar && { webinar }) },
  };
};
