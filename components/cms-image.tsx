import Image from 'next/image';
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
 * A Directus file through next/image: sized from the file's own dimensions; alt text from the
 * placement, else from the file's description, else empty (decorative). Never the file's title:
 * Directus makes it from the file name («Qa Walk 11230757 Image»).
 */
export function CmsImage({ image, alt, sizes = '100vw', priority, className }: Props) {
  const { assetsUrl } = useSite();
  if (!image) return null;
  return (
    <Image
      src={`${assetsUrl}/assets/${image.id}/`}
      alt={alt?.trim() || image.description?.trim() || ''}
      width={image.width ?? 1200}
      height={image.height ?? 800}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
