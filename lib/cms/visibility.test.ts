import type { visibility as Visibility } from './visibility';

/** visibility() as it behaves under a given CONTENT_ENV (the env module reads it once, at import). */
function under(contentEnv: string | undefined): typeof Visibility {
  const saved = process.env.CONTENT_ENV;
  if (contentEnv === undefined) delete process.env.CONTENT_ENV;
  else process.env.CONTENT_ENV = contentEnv;
  let fn: typeof Visibility | undefined;
  jest.isolateModules(() => {
    fn = (jest.requireActual('./visibility') as { visibility: typeof Visibility }).visibility;
  });
  process.env.CONTENT_ENV = saved;
  return fn!;
}

describe('content visibility', () => {
  it.each(['production', 'staging', undefined])('shows visitors only published items in %s', (contentEnv) => {
    expect(under(contentEnv)(false)).toEqual({ statuses: ['published'], readAs: 'public' });
  });

  it('shows drafts and archived items in develop, read with the site token', () => {
    expect(under('develop')(false)).toEqual({ statuses: ['published', 'draft', 'archived'], readAs: 'preview' });
  });

  it('shows drafts in preview whatever the environment', () => {
    expect(under('production')(true)).toEqual({ statuses: ['published', 'draft', 'archived'], readAs: 'preview' });
  });

  it('refuses an unknown environment name', () => {
    expect(() => under('prod')).toThrow('Invalid site configuration');
  });
});
