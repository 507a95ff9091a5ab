// The `forms` rows the seed creates: the spec's lead forms (their definitions are the forms'
// domain's, lib/forms/spec-forms.mjs), each a template a marketer copies to start a new form.
import { SPEC_FORMS } from '../../lib/forms/spec-forms.mjs';

const NAMES = {
  trial: 'Пробный период',
  demo: 'Демонстрация',
  webinar: 'Запись на вебинар',
  question: 'Вопрос',
  questionComment: 'Обращение',
  download: 'Скачать файл',
  partner: 'Партнёрство',
};

/** The `forms` rows: published, routed to the main pipeline and the site's deal source. */
export const formItems = Object.entries(SPEC_FORMS).map(([kind, form]) => ({
  status: 'published',
  // «образец»: the site's own form, to copy when starting a new one (docs/built-forms.md).
  name: `${NAMES[kind]} (образец)`,
  qbpm_pipeline: 'ecm',
  source_deal: 'ecm_site',
  ...form,
}));
