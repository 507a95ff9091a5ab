import type { CmsImageFragment } from '@/schema/generated/graphql';
import { CmsImage } from '@/components/cms-image';
import styles from './content.module.css';

/** A person's photo (an author, a speaker), or the first letter of their name where there is none. */
export function Avatar({ photo, name }: { photo: CmsImageFragment | null | undefined; name: string | null | undefined }) {
  return photo ? (
    <div className={styles.avatar}>
      <CmsImage image={photo} sizes="96px" />
    </div>
  ) : (
    <div className={styles.avatar} aria-hidden="true">
      {(name ?? '?').slice(0, 1)}
    </div>
  );
}
