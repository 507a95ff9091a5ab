/** @jest-environment node */
import { fileError, sniffType, storedName, TYPE_MESSAGE } from './upload';
import { toDefinition } from './definition';
import { definitionErrors } from './definition-schema';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));

describe('a file told by its bytes', () => {
  it('knows PDF, PNG, JPEG and WebP by their magic numbers', () => {
    expect(sniffType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('knows nothing else: an executable, a zip, text, a RIFF that is not WebP, too few bytes', () => {
    expect(sniffType(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffType(bytes('PK', [3, 4]))).toBeNull();
    expect(sniffType(bytes('%PDF'))).toBeNull();
    expect(sniffType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(sniffType(new Uint8Array(0))).toBeNull();
  });

  it('refuses a wrong type, an empty file and one over the limit, in Russian', () => {
    expect(fileError({ name: 'a.pdf', size: 10, type: 'application/pdf' }, 10)).toBeNull();
    expect(fileError({ name: 'a.exe', size: 10, type: 'application/octet-stream' }, 10)).toBe(TYPE_MESSAGE);
    expect(fileError({ name: 'a.pdf', size: 0, type: 'application/pdf' }, 10)).toBe('Файл пустой');
    expect(fileError({ name: 'a.pdf', size: 2 * 1024 * 1024 + 1, type: 'application/pdf' }, 2)).toBe('Файл больше 2 МБ');
  });

  it('keeps the visitor’s name without a path or control characters, with the extension of its real type', () => {
    expect(storedName('C:\\fakepath\\Карточка.PDF', 'application/pdf')).toBe('Карточка.pdf');
    expect(storedName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(storedName('photo\u0000.exe', 'image/jpeg')).toBe('photo.jpg');
    expect(storedName('', 'image/webp')).toBe('file.webp');
  });
});

describe('a «Файл» field of a built form', () => {
  const def = toDefinition({
    id: 1,
    version: 1,
    fields: [
      { type: 'file', name: 'card', required: true, max_mb: 1, step: 2 },
      { type: 'file', name: 'photo', max_mb: 500 },
      { type: 'file', name: 'scan' },
    ],
  });

  it('is asked on the step the marketer gave it, with its limit (10 MB by default, never over 20)', () => {
    expect(def.fields.map((f) => [f.name, f.step, f.maxMb])).toEqual([
      ['card', 2, 1],
      ['photo', 1, 20],
      ['scan', 1, 10],
    ]);
  });

  it('is checked as the route and the browser check it: required, type, size; text is no file', () => {
    expect(definitionErrors(def, {})).toEqual({ card: 'Это поле обязательно для заполнения' });
    expect(definitionErrors(def, { card: { name: 'a.pdf', size: 100, type: 'application/pdf' } })).toEqual({});
    expect(definitionErrors(def, { card: { name: 'a.pdf', size: 2_000_000, type: 'application/pdf' } })).toEqual({
      card: 'Файл больше 1 МБ',
    });
    expect(definitionErrors(def, { card: { name: 'a.pdf', size: 100, type: 'text/plain' } })).toEqual({ card: TYPE_MESSAGE });
    expect(definitionErrors(def, { card: 'C:\\fakepath\\a.pdf' })).toEqual({ card: TYPE_MESSAGE });
  });
});
