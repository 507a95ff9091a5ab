// Where the lead forms of a page send their leads in the CRM (the funnel, `qbpm_pipeline`), for the
// content health report (cms/extensions/content-health): a form whose funnel the CRM cannot have
// loses its leads to sales without a sound. A lead-form block of a spec form names its funnel itself;
// a built form («Формы») names its own; empty is the site's main funnel. Plain JavaScript without
// dependencies: Directus loads it from the extension, and the site's unit tests check it.
import { BUILT_FORM } from '../forms/form-kinds.mjs';

/** The funnel of a form that names none (lib/leads/client/payload.ts, DEFAULT_PIPELINE; a unit test keeps them the same). */
export const SITE_PIPELINE = 'ecm';

/** What a funnel's code in the CRM looks like: Latin letters, digits, «_» and «-». */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

const BLOCK = 'block_lead_form';

/** Fields to read a page's blocks with besides the blocks' own (blockFields): a built form's name and funnel. */
export const PIPELINE_FIELDS = [`blocks.item:${BLOCK}.form.name`, `blocks.item:${BLOCK}.form.qbpm_pipeline`];

/**
 * The findings of a page's lead forms (`blocks`: junction rows read with PIPELINE_FIELDS) whose funnel
 * is not a code the CRM can have (an error) or one no lead of the site has gone to yet (a warning:
 * a new funnel, or a typo). `known`: the funnels the CRM has taken leads into; `label`: the block's name.
 * @param {{ collection?: string | null, sort?: number | null, item?: any }[]} blocks
 * @param {Set<string>} known
 * @param {string} label
 * @returns {{ level: 'error' | 'warning', text: string }[]}
 */
export function pipelineFindings(blocks, known, label) {
  /** @type {{ level: 'error' | 'warning', text: string }[]} */
  const findings = [];
  for (const row of [...(blocks ?? [])].sort((a, b) => (a?.sort ?? 0) - (b?.sort ?? 0))) {
    const item = row?.item;
    if (row?.collection !== BLOCK || !item || typeof item !== 'object') continue;
    const built = item.form_kind === BUILT_FORM;
    if (built && (!item.form || typeof item.form !== 'object')) continue; // no form chosen: a required field (required-fields.mjs)
    const code = String((built ? item.form.qbpm_pipeline : item.qbpm_pipeline) ?? '').trim() || SITE_PIPELINE;
    const who = built ? `Форма «${item.form.name ?? 'без названия'}»` : `Блок «${label}»`;
    if (!CODE.test(code))
      findings.push({
        level: 'error',
        text: `${who}: воронка CRM «${code}» — не код воронки (латинские буквы, цифры, «_» или «-»): заявки с этой формы не попадут к продажам`,
      });
    else if (!known.has(code))
      findings.push({
        level: 'warning',
        text: `${who}: в воронку CRM «${code}» с сайта ещё не ушло ни одной заявки: проверьте, что такая воронка есть в CRM`,
      });
  }
  return findings;
}
