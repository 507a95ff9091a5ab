import { builtFormIdOf, builtFormKey } from './funnel-key';

describe("a form's key in its funnel", () => {
  it('names a built form by its id, and reads the id back', () => {
    expect(builtFormKey(12)).toBe('form-12');
    expect(builtFormIdOf(builtFormKey(12))).toBe(12);
  });

  it('reads no id from anything else: a spec form, junk, a number past the ids there can be', () => {
    for (const key of ['question', 'form', 'form-', 'form-0', 'form-012', 'form-12x', ' form-12', 'form-1234567890', 12, null, undefined])
      expect(builtFormIdOf(key)).toBeNull();
  });
});
