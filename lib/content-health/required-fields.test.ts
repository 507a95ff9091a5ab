import { loadModel } from '../../schema/model/index.mjs';
import { blockFields, isEmpty, missingOf, rulesOf } from './required-fields.mjs';

/** The rules of the real block model: labels come from blocks/<name>/collection.mjs, not from here. */
const model = async () => {
  const m = await loadModel();
  return { rules: rulesOf(m.collections), blockNames: m.blockNames };
};

describe("the blocks' empty required fields", () => {
  it('names the block and the field in Russian, as the model labels them', async () => {
    const { rules } = await model();
    expect(missingOf([{ collection: 'block_hero', sort: 1, item: { title: '  ' } }], rules)).toEqual([
      { level: 'error', text: 'Блок «Первый экран»: не заполнено поле «Заголовок»' },
    ]);
    expect(missingOf([{ collection: 'block_hero', sort: 1, item: { title: 'Электронный архив' } }], rules)).toEqual([]);
  });

  it('checks the items of a block’s list, numbered in their order', async () => {
    const { rules } = await model();
    const faq = {
      collection: 'block_faq',
      sort: 2,
      item: {
        title: 'Вопросы',
        items: [
          { sort: 2, question: 'Второй?', answer: '<p>&nbsp;</p>' },
          { sort: 1, question: '', answer: '<p>Да.</p>' },
        ],
      },
    };
    expect(missingOf([faq], rules).map((f) => f.text)).toEqual([
      'Блок «Вопросы и ответы», вопрос 1: не заполнено поле «Вопрос»',
      'Блок «Вопросы и ответы», вопрос 2: не заполнено поле «Ответ»',
    ]);
  });

  it('follows field conditions: a built form is required only when the block uses one', async () => {
    const { rules } = await model();
    const built = rules.get('block_lead_form')!.required.find((r) => r.field === 'form')!;
    const kind = Object.values((built.when![0] as { _and: Record<string, { _eq: string }>[] })._and[0]!)[0]!._eq;
    expect(missingOf([{ collection: 'block_lead_form', item: { form_kind: 'question', form: null } }], rules)).toEqual([]);
    expect(missingOf([{ collection: 'block_lead_form', item: { form_kind: kind, form: null } }], rules).map((f) => f.text)).toEqual([
      'Блок «Форма заявки»: не заполнено поле «Какая форма из конструктора»',
    ]);
  });

  it('reads every block with its lists, and treats rich text without text as empty', async () => {
    const { rules, blockNames } = await model();
    const fields = blockFields(rules, blockNames);
    expect(fields).toEqual(expect.arrayContaining(['blocks.collection', 'blocks.item:block_hero.*', 'blocks.item:block_faq.items.*']));
    expect(isEmpty('<p><br></p>')).toBe(true);
    expect(isEmpty('<p><img src="x"></p>')).toBe(false);
    expect(isEmpty([])).toBe(true);
  });
});
