import Head from 'next/head';
// next/image's getImageProps from its own module: `next/image` would bring the image component too.
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';
import type { CmsImageFragment } from '@/schema/generated/graphql';
import { useSite } from './site-context';

type Props = {
  image: CmsImageFragment | null | undefined;
  /** The placement's own alt text (e.g. the media block's), before the file's description. */
  alt?: string | null;
  sizes?: string;
  priority?: boolean;
  className?: string;
};

/**
 * A Directus file through Next's image optimiser: sized from the file's own dimensions; alt text
 * from the placement, else from the file's description, else empty (decorative). Never the file's
 * title: Directus makes it from the file name («Qa Walk 11230757 Image»).
 *
 * A plain <img> with the attributes next/image would render (getImageProps): the image component
 * adds only load and blur-placeholder handling, which these images do not use, for 4.4 kB of
 * script on every page with one. A priority image is preloaded as next/image does.
 */
export function CmsImage({ image, alt, sizes = '100vw', priority, className }: Props) {
  const { assetsUrl } = useSite();
  if (!image) return null;
  const { props } = getImageProps({
    src: `${assetsUrl}/assets/${image.id}/`,
    alt: alt?.trim() || image.description?.trim() || '',
    width: image.width ?? 1200,
    height: image.height ?? 800,
    sizes,
    priority,
    className,
  });
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's <img>, made by getImageProps */}
      <img {...props} alt={props.alt} />
      {priority && (
        <Head>
          <link
            key={`preload-${props.src}`}
            rel="preload"
            as="image"
            imageSrcSet={props.srcSet}
            imageSizes={props.sizes}
            fetchPriority="high"
          />
        </Head>
      )}
    </>
  );
}
