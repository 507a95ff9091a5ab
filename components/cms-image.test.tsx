import { getImageProps } from 'next/image';
import { optimisedImage } from './cms-image';

describe('CMS image', () => {
  // In the site's build next/image's URLs carry the base path; here it runs with Next's defaults.
  const next = (sizes: string, priority?: boolean) => {
    const { props } = getImageProps({
      src: '/ru/products/ecm/api/assets/f1/',
      alt: '',
      width: 1600,
      height: 900,
      sizes,
      priority,
      fetchPriority: priority ? 'high' : undefined,
    });
    const withBase = (s: string) => s.replaceAll('/_next/image', '/ru/products/ecm/_next/image');
    return { ...props, src: withBase(props.src), srcSet: withBase(props.srcSet!), alt: undefined, style: undefined };
  };

  it.each(['100vw', '(min-width: 1010px) 400px, 90vw', '(min-width: 1010px) 560px, 100vw', '96px', '20px'])(
    'has the attributes next/image gives for sizes="%s"',
    (sizes) => {
      const ours = optimisedImage({ src: '/ru/products/ecm/api/assets/f1/', width: 1600, height: 900, sizes });
      expect(JSON.parse(JSON.stringify(ours))).toEqual(JSON.parse(JSON.stringify(next(sizes))));
    },
  );

  it('loads a priority image at once, at high priority', () => {
    const ours = optimisedImage({ src: '/ru/products/ecm/api/assets/f1/', width: 1600, height: 900, sizes: '100vw', priority: true });
    expect(JSON.parse(JSON.stringify(ours))).toEqual(JSON.parse(JSON.stringify(next('100vw', true))));
  });
});
