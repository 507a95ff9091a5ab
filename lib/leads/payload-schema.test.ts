/** @jest-environment node */
import { payloadSchema } from './payload-schema';
import { subscribeSchema } from './subscribers';

const clean = (v: unknown) => payloadSchema.validate(v, { abortEarly: false, stripUnknown: true });

describe('lead payload schema', () => {
  it('keeps the company description from suggestions whole, while stripping unknown top-level fields', async () => {
    const da_data = { value: 'ПАО Сбербанк', data: { inn: '7707083893', address: { value: 'г Москва' } } };
    expect(await clean({ da_data, product: 'ECM', utm_source: 'yandex', is_admin: true })).toEqual({
      da_data,
      product: 'ECM',
      utm_source: 'yandex',
    });
  });

  it('refuses a company description that is not an object, and an overlong payload value', async () => {
    await expect(clean({ da_data: 'ПАО' })).rejects.toThrow();
    await expect(clean({ da_data: [1] })).rejects.toThrow();
    await expect(clean({ source_url: 'x'.repeat(501) })).rejects.toThrow();
  });

  it('keeps the extra fields of a subscription and defaults the target to general', async () => {
    const v = await subscribeSchema.validate({ email: 'a@b.ru', accept_rules: true, extras: { source: 'footer' } }, { stripUnknown: true });
    expect(v).toEqual({ email: 'a@b.ru', accept_rules: true, target: 'general', extras: { source: 'footer' } });
  });
});
