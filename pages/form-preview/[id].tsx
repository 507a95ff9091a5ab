import type { GetServerSideProps } from 'next';
import { FormPreviewDocument, type FormPreviewQuery } from '@/schema/generated/graphql';
import { must, pageQuery, readChrome, type Chrome } from '@/lib/cms/page-props';
import { ContentPage } from '@/components/content/content-page';
import { BuiltForm } from '@/components/forms/built-form';
import { BlockSection } from '@/blocks/section';
import box from '@/blocks/lead-form/lead-form.module.css';
import styles from '@/components/content/catalogue.module.css';

type Form = FormPreviewQuery['forms'][number];
type Props = Chrome & { form: Form };

const STATUS: Record<string, string> = { published: 'опубликована', draft: 'черновик', archived: 'в архиве' };

/**
 * A form of «Формы» as visitors will see it, in the admin's preview pane beside the form (the
 * collection's preview URL, cms/state/admin-app.mjs, through the preview route): the form as last
 * saved, published or not, in the frame of the form block, with its checks and conditions; every
 * step can be opened and nothing is sent (BuiltForm's `preview`). Only in draft mode, which the
 * preview route sets with the site's preview secret: visitors get a 404 (and the proxy answers
 * 404 for this path before that, lib/routing/unknown-paths.ts). The draft banner's preview tools
 * re-read the form every 2 s, so a save shows without a reload.
 */
export default function FormPreview({ form, ...chrome }: Props) {
  return (
    <ContentPage {...chrome} title={`Предпросмотр формы «${form.title}»`}>
      <section className={`container ${styles.section}`}>
        <p className={styles.intro}>
          {`Предпросмотр формы «${form.title}» (${STATUS[form.status ?? ''] ?? form.status}): так её увидят посетители. Заявки отсюда не отправляются.`}
        </p>
      </section>
      <BlockSection>
        <div className={box.box}>
          <BuiltForm form={form as unknown as Record<string, unknown>} preview />
        </div>
      </BlockSection>
    </ContentPage>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, draftMode }) => {
  if (!draftMode) return { notFound: true };
  const raw = String(params?.id ?? '');
  if (!/^\d{1,9}$/.test(raw)) return { notFound: true };
  // A failed read is the error page's to answer (503 with Retry-After), as for every page.
  const form = must(await pageQuery(FormPreviewDocument, { form: Number(raw) }, 'preview'), 'The form').forms[0];
  if (!form) return { notFound: true };
  return { props: { ...(await readChrome(true)), form } };
};
