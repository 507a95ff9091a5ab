// A form built in «Формы», made through the API for tests that are about its use, not its building
// (built-forms.browser.test.ts builds one in the admin app).
import { cms } from './stack';

type NewForm = {
  name: string;
  title: string;
  fields: Record<string, unknown>[];
  status?: 'published' | 'draft';
  consent_text?: string;
  success_title?: string;
};

/** Creates the form, published unless told, with the usual success title: its id and first version. */
export const createForm = (form: NewForm) =>
  cms<{ id: number; version: number }>('POST', '/items/forms', { status: 'published', success_title: 'Спасибо!', ...form });
