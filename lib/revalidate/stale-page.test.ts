import { pagePathOfUrl } from './stale-page';

describe('the page path of a request', () => {
  it('strips the base path, the query and the trailing slash', () => {
    expect(pagePathOfUrl('/ru/products/ecm/')).toEqual({ path: '/', data: false });
    expect(pagePathOfUrl('/ru/products/ecm/news/a/?utm_source=x')).toEqual({ path: '/news/a', data: false });
    expect(pagePathOfUrl('/about/')).toEqual({ path: '/about', data: false });
  });

  it('names the page of a data request', () => {
    expect(pagePathOfUrl('/ru/products/ecm/_next/data/build-1/news/a.json')).toEqual({ path: '/news/a', data: true });
    expect(pagePathOfUrl('/ru/products/ecm/_next/data/build-1/index.json')).toEqual({ path: '/', data: true });
  });
});
