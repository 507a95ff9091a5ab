/** @jest-environment node */
import { objectFields, payloadSchema } from './payload-schema';
import { extrasOf, subscribeSchema } from './subscribers';
import { HttpError } from '@/lib/http/http-error';

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

  it('reads the company description from the JSON text form data carries, and says which fields take objects', async () => {
    const da_data = { value: 'ООО «Ромашка»', data: { inn: '7707083893' } };
    expect(await clean({ da_data: JSON.stringify(da_data) })).toEqual({ da_data });
    expect(await clean({ da_data: '' })).toEqual({});
    await expect(clean({ da_data: '{' })).rejects.toThrow('Ожидается JSON-объект');
    await expect(clean({ da_data: '[1]' })).rejects.toThrow('Ожидается JSON-объект');
    const deep = JSON.stringify({ a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } });
    await expect(clean({ da_data: deep })).rejects.toThrow('Слишком сложное значение');
    expect([...objectFields(payloadSchema, subscribeSchema)].sort()).toEqual(['da_data', 'extras']);
  });

  it('keeps the extra fields of a subscription and defaults the target to general', async () => {
    const v = await subscribeSchema.validate({ email: 'a@b.ru', accept_rules: true, extras: { source: 'footer' } }, { stripUnknown: true });
    expect(v).toEqual({ email: 'a@b.ru', accept_rules: true, target: 'general', extras: { source: 'footer' } });
  });

  it("takes the spec's bare { email, target }, and a consent box only ticked", async () => {
    const subscribe = (v: unknown) => subscribeSchema.validate(v, { stripUnknown: true, abortEarly: false });
    expect(await subscribe({ email: 'a@b.ru', target: 'news' })).toEqual({ email: 'a@b.ru', target: 'news' });
    expect(await subscribe({ email: 'a@b.ru', target: '' })).toEqual({ email: 'a@b.ru', target: 'general' });
    expect(await subscribe({ email: 'a@b.ru', accept_rules: 'on' })).toMatchObject({ accept_rules: true });
    await expect(subscribe({ email: 'a@b.ru', accept_rules: 'false' })).rejects.toThrow('Это поле обязательно для заполнения');
    await expect(subscribe({ target: 'news' })).rejects.toThrow('Это поле обязательно для заполнения');
  });

  it('keeps every field the route does not know among the extras, with the extras object sent', () => {
    const body = { email: 'a@b.ru', target: 'news', accept_rules: true, utm_source: 'ya', website: '', position: 'Юрист', topics: 'ЭДО' };
    expect(extrasOf(body, { source: 'footer' })).toEqual({ source: 'footer', position: 'Юрист', topics: 'ЭДО' });
    expect(extrasOf({ email: 'a@b.ru' }, undefined)).toBeNull();
  });

  it('refuses too many, too long or overlong extra fields with 422', () => {
    const status = (body: Record<string, unknown>) => {
      try {
        extrasOf(body, undefined);
        return 'ok';
      } catch (e) {
        return e instanceof HttpError ? e.status : 'other';
      }
    };
    expect(status(Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, 'x'])))).toBe(422);
    expect(status({ ['x'.repeat(65)]: 'x' })).toBe(422);
    expect(status({ note: 'x'.repeat(1001) })).toBe(422);
    expect(status({ note: 'x'.repeat(1000) })).toBe('ok');
  });
});
