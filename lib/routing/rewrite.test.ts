/** @jest-environment node */
import { NextRequest } from 'next/server';
import { rewriteTo } from './rewrite';

const rewrittenTo = (request: NextRequest, path: string) => rewriteTo(request, path).headers.get('x-middleware-rewrite');

describe('rewriteTo', () => {
  afterEach(() => delete process.env.__NEXT_PRIVATE_ORIGIN);

  it('names the origin the server listens on when it is bound to 127.0.0.1, so Next serves it itself', () => {
    process.env.__NEXT_PRIVATE_ORIGIN = 'http://127.0.0.1:35277';
    const request = new NextRequest('http://127.0.0.1:35277/archiving/?utm_source=x');
    expect(request.nextUrl.hostname).toBe('localhost'); // what made the rewrite a proxy to itself
    expect(rewrittenTo(request, '/404')).toBe('http://127.0.0.1:35277/404/?utm_source=x');
  });

  it('leaves the origin alone when the server listens on localhost or is not `next start`', () => {
    process.env.__NEXT_PRIVATE_ORIGIN = 'http://localhost:3000';
    expect(rewrittenTo(new NextRequest('http://localhost:3000/a/'), '/b/')).toBe('http://localhost:3000/b/');
    delete process.env.__NEXT_PRIVATE_ORIGIN;
    expect(rewrittenTo(new NextRequest('http://localhost:3000/a/'), '/b/')).toBe('http://localhost:3000/b/');
  });
});
