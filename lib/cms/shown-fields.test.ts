import { matches, withShownFields } from './shown-fields';

const leadForm = (over: Record<string, unknown>) => ({
  __typename: 'block_lead_form',
  id: '1',
  form_kind: 'demo',
  form: { id: 7, name: 'Своя форма' },
  title: 'Запросить демонстрацию',
  source_deal: 'site',
  file: { id: 'f', filename_download: 'price.pdf' },
  ...over,
});

describe('the fields a block shows', () => {
  it('matches the rules of field conditions', () => {
    expect(matches({ _and: [{ form_kind: { _eq: 'form' } }] }, { form_kind: 'form' })).toBe(true);
    expect(matches({ _and: [{ form_kind: { _nin: ['download'] } }] }, { form_kind: 'download' })).toBe(false);
    expect(matches({ _or: [{ a: { _in: [1, 2] } }, { b: { _empty: true } }] }, { a: 3, b: [] })).toBe(true);
    expect(matches({ links_here: { _empty: true } }, { links_here: 'Пункт меню' })).toBe(false);
    // An operator not known here never hides.
    expect(matches({ a: { _contains: 'x' } }, { a: 'x' })).toBe(false);
  });

  it('leaves out of a lead-form block the fields its form hides for the chosen form', () => {
    // A built form: the spec forms' texts, routing and file go.
    expect(withShownFields('block_lead_form', leadForm({ form_kind: 'form' }))).toEqual(
      leadForm({ form_kind: 'form', title: null, source_deal: null, file: null }),
    );
    // A spec form: the built form chosen before goes, and the file unless it is «Скачать файл».
    expect(withShownFields('block_lead_form', leadForm({}))).toEqual(leadForm({ form: null, file: null }));
    expect(withShownFields('block_lead_form', leadForm({ form_kind: 'download' }))).toEqual(
      leadForm({ form_kind: 'download', form: null }),
    );
  });

  it('leaves a block of a collection without conditions as it is', () => {
    const hero = { __typename: 'block_hero', title: 'Заголовок' };
    expect(withShownFields('block_hero', hero)).toBe(hero);
  });
});
