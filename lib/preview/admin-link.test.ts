import { adminOrigin, adminPreviewLink } from './admin-link';

describe('the admin preview link of a preview asked for without a key', () => {
  it("goes to the admin's own preview link, with the path and the version, and no secret", () => {
    expect(adminPreviewLink('https://cms.example.ru', '/', 'main')).toBe('https://cms.example.ru/preview-link/?path=%2F');
    expect(adminPreviewLink('https://cms.example.ru/', '/try/', 'draft')).toBe(
      'https://cms.example.ru/preview-link/?path=%2Ftry%2F&version=draft',
    );
  });

  it("takes the admin's other loopback name when the admin was opened at it", () => {
    expect(adminOrigin('http://localhost:8055', 'http://127.0.0.1:8055/')).toBe('http://127.0.0.1:8055');
    expect(adminOrigin('http://127.0.0.1:8055', 'http://localhost:8055/admin/visual')).toBe('http://localhost:8055');
    expect(adminOrigin('http://localhost:8055', 'http://localhost:8055/')).toBe('http://localhost:8055');
  });

  it('never goes anywhere but the admin, whatever the referrer says', () => {
    expect(adminOrigin('http://localhost:8055', 'https://evil.example/')).toBe('http://localhost:8055');
    expect(adminOrigin('http://localhost:8055', 'http://127.0.0.1:9999/')).toBe('http://localhost:8055');
    expect(adminOrigin('http://localhost:8055', 'not a url')).toBe('http://localhost:8055');
    expect(adminOrigin('https://cms.example.ru', 'https://evil.example/')).toBe('https://cms.example.ru');
    expect(adminOrigin('http://localhost:8055')).toBe('http://localhost:8055');
  });

  it('keeps the path the admin is served under', () => {
    expect(adminPreviewLink('https://example.ru/cms/', '/', 'main')).toBe('https://example.ru/cms/preview-link/?path=%2F');
  });
});
