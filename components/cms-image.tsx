import Head from 'next/head';
import type { CmsImageFragment } from '@/schema/generated/graphql';
import { BASE_PATH } from '@/lib/routing/base-path';
import { useSite } from './layout/site-context';

type Props = {
  image: CmsImageFragment | null | undefined;
  /** The placement's own alt text (e.g. the media block's), before the file's description. */
  alt?: string | null;
  sizes?: string;
  priority?: boolean;
  className?: string;
};

// Next's image optimiser: its default widths (next.config.mjs sets none) and quality. The
// attributes below are the ones next/image renders for such an image (cms-image.test.tsx holds
// them to its getImageProps), without its 4 kB of script on every page showing a picture.
const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const ALL_SIZES = [32, 48, 64, 96, 128, 256, 384, ...DEVICE_SIZES];
const QUALITY = 75;

const optimised = (src: string, width: number) => `${BASE_PATH}/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/** The widths offered: down to the narrowest screen's share of the smallest `vw` in `sizes`, else all. */
function widths(sizes: string) {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
  if (shares.length === 0) return ALL_SIZES;
  return ALL_SIZES.filter((w) => w >= DEVICE_SIZES[0]! * Math.min(...shares) * 0.01);
}

/** The <img> attributes of a file through the optimiser, as next/image makes them. */
export function optimisedImage({
  src,
  width,
  height,
  sizes,
  priority,
}: {
  src: string;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
}) {
  const offered = widths(sizes);
  return {
    loading: priority ? undefined : ('lazy' as const),
    // The page's largest image: ahead of the page's scripts (asked for at low priority, pages/_document.tsx).
    fetchPriority: priority ? ('high' as const) : undefined,
    width,
    height,
    decoding: 'async' as const,
    sizes,
    srcSet: offered.map((w) => `${optimised(src, w)} ${w}w`).join(', '),
    src: optimised(src, offered[offered.length - 1]!),
  };
}

/**
 * A Directus file through Next's image optimiser: sized from the file's own dimensions; alt text
 * from the placement, else from the file's description, else empty (decorative). Never the file's
 * title: Directus makes it from the file name («Qa Walk 11230757 Image»). A priority image is
 * preloaded at high priority, as next/image does.
 */
export function CmsImage({ image, alt, sizes = '100vw', priority, className }: Props) {
  const { assetsUrl } = useSite();
  if (!image) return null;
  const img = optimisedImage({
    src: `${assetsUrl}/assets/${image.id}/`,
    width: image.width ?? 1200,
    height: image.height ?? 800,
    sizes,
    priority,
  });
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's image, as next/image renders it */}
      <img alt={alt?.trim() || image.description?.trim() || ''} {...img} className={className} style={{ color: 'transparent' }} />
      {priority && (
        <Head>
          <link key={`preload-${img.src}`} rel="preload" as="image" imageSrcSet={img.srcSet} imageSizes={img.sizes} fetchPriority="high" />
        </Head>
      )}
    </>
  );
}
