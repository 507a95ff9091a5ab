import Image from 'next/image';
import type { CmsImageFragment } from '@/schema/generated/graphql';
import { useSite } from './site-context';

type Props = { image: CmsImageFragment | null | undefined; sizes?: string; priority?: boolean; className?: string };

/** A Directus file through next/image: sized from the file's own dimensions, alt from its description. */
export function CmsImage({ image, sizes = '100vw', priority, className }: Props) {
  const { assetsUrl } = useSite();
  if (!image) return null;
  return (
    <Image
      src={`${assetsUrl}/assets/${image.id}`}
      alt={image.description ?? image.title ?? ''}
      width={image.width ?? 1200}
      height={image.height ?? 800}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
