import { DEFAULT_PIPELINE } from '@/lib/leads/client/payload';
import { pipelineFindings, SITE_PIPELINE } from './form-pipelines.mjs';

const block = (item: Record<string, unknown>, sort = 1) => ({ collection: 'block_lead_form', sort, item });
const known = new Set([SITE_PIPELINE, 'partners']);

describe('pipelineFindings', () => {
  it('is the funnel the browser sends when a form names none', () => {
    expect(SITE_PIPELINE).toBe(DEFAULT_PIPELINE);
  });

  it('finds nothing for the main funnel, an empty one, and one the CRM has taken leads into', () => {
    const blocks = [block({ form_kind: 'question', qbpm_pipeline: null }), block({ form_kind: 'demo', qbpm_pipeline: 'partners' }, 2)];
    expect(pipelineFindings(blocks, known, 'Форма заявки')).toEqual([]);
  });

  it('calls a funnel that cannot be a CRM code an error, and an unknown one a warning, naming the form', () => {
    const blocks = [
      block({ form_kind: 'question', qbpm_pipeline: 'Продажи' }),
      block({ form_kind: 'form', form: { name: 'Заявка на аудит', qbpm_pipeline: 'audit-2027' } }, 2),
      { collection: 'block_hero', sort: 3, item: { title: 'x' } },
    ];
    expect(pipelineFindings(blocks, known, 'Форма заявки')).toEqual([
      {
        level: 'error',
        text: 'Блок «Форма заявки»: воронка CRM «Продажи» — не код воронки (латинские буквы, цифры, «_» или «-»): заявки с этой формы не попадут к продажам',
      },
      {
        level: 'warning',
        text: 'Форма «Заявка на аудит»: в воронку CRM «audit-2027» с сайта ещё не ушло ни одной заявки: проверьте, что такая воронка есть в CRM',
      },
    ]);
  });

  it('leaves a built form not chosen yet to the required fields check', () => {
    expect(pipelineFindings([block({ form_kind: 'form', form: null })], known, 'Форма заявки')).toEqual([]);
  });
});
