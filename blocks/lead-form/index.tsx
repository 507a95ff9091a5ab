import type { BlockLeadFormFragment } from '@/schema/generated/graphql';
import { DeferredBuiltForm, DeferredLeadForm } from '@/components/forms/deferred-lead-form';
import { useSite } from '@/components/layout/site-context';
import { BUILT_FORM, isLeadFormKind } from '@/lib/forms/kinds';
import { present } from '@/lib/format/present';
import { BlockSection } from '../section';
import { useEditable } from '@/components/preview/editable-block';
import styles from './lead-form.module.css';

/** A lead form placed on a page in the CMS, with the marketer's texts, goals and CRM routing. */
export default function LeadFormBlock({ block }: { block: BlockLeadFormFragment }) {
  const { assetsUrl } = useSite();
  const edit = useEditable();
  // A form built in «Формы» (read only when published: nothing shows until it is): its own fields, texts and goals.
  if (block.form_kind === BUILT_FORM)
    return block.form ? (
      <BlockSection>
        <div className={styles.box}>
          <DeferredBuiltForm form={block.form} />
        </div>
      </BlockSection>
    ) : null;
  if (!isLeadFormKind(block.form_kind)) return null;
  const file = block.file
    ? { url: `${assetsUrl}/assets/${block.file.id}/?download`, name: block.file.filename_download ?? 'file.pdf' }
    : null;
  return (
    <BlockSection>
      {/* The form's texts are the block's fields: they open together, beside the form they change. */}
      <div className={styles.box} {...edit(['title', 'description', 'button_text', 'success_title', 'success_text'])}>
        <DeferredLeadForm
          kind={block.form_kind}
          config={{
            title: block.title,
            description: block.description,
            buttonText: block.button_text,
            metricActions: present(block.metric_actions),
            sourceDeal: block.source_deal,
            pipeline: block.qbpm_pipeline,
            successTitle: block.success_title,
            successText: block.success_text,
            file,
          }}
        />
      </div>
    </BlockSection>
  );
}
