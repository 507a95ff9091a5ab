import { captureUtm, readUtm } from './utm';

describe('utm capture', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the utm tags of the landing URL under the key utm', () => {
    captureUtm('?utm_source=yandex&utm_medium=cpc&page=2');
    expect(JSON.parse(window.localStorage.getItem('utm')!)).toEqual({ utm_source: 'yandex', utm_medium: 'cpc' });
    expect(readUtm()).toEqual({ utm_source: 'yandex', utm_medium: 'cpc' });
  });

  it('keeps earlier tags on a page without tags, and replaces them with a new campaign', () => {
    captureUtm('?utm_source=yandex');
    captureUtm('');
    expect(readUtm()).toEqual({ utm_source: 'yandex' });
    captureUtm('?utm_source=vk&utm_campaign=spring');
    expect(readUtm()).toEqual({ utm_source: 'vk', utm_campaign: 'spring' });
  });

  it('ignores a broken stored value', () => {
    window.localStorage.setItem('utm', '{oops');
    expect(readUtm()).toEqual({});
  });

  it('neither throws nor stops where the browser refuses site data (reading localStorage throws)', () => {
    const refused = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied", 'SecurityError');
    });
    try {
      expect(() => captureUtm('?utm_source=yandex')).not.toThrow();
      expect(readUtm()).toEqual({});
    } finally {
      refused.mockRestore();
    }
  });
});
