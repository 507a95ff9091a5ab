import type { AuthorCardFragment } from '@/schema/generated/graphql';
import { SmartLink } from '@/components/smart-link';
import { CmsImage } from '@/components/cms-image';
import { present } from '@/lib/format/present';
import { authorHref } from '@/lib/content/links';
import styles from './content.module.css';
import { Avatar } from './avatar';

type Props = { author: AuthorCardFragment; headingLevel?: 1 | 2 | 3; link?: boolean };

/** Avatar, name, job, description and social links of an article's author. */
export function AuthorCard({ author, headingLevel = 3, link = true }: Props) {
  const Heading = `h${headingLevel}` as const;
  const social = present(author.social);
  return (
    <div className={styles.author}>
      <Avatar photo={author.avatar} name={author.name} />
      <div>
        <Heading className={styles.authorName}>
          {link ? <SmartLink href={authorHref(author)}>{author.name}</SmartLink> : author.name}
        </Heading>
        {author.job && <p className={styles.authorJob}>{author.job}</p>}
        {author.description && <p className={styles.cardText}>{author.description}</p>}
        {social.length > 0 && (
          <ul className={styles.social} aria-label={`${author.name ?? 'Автор'} в соцсетях`}>
            {social.map((s) =>
              s.href ? (
                <li key={s.id}>
                  <SmartLink href={s.href}>
                    {s.image && <CmsImage image={s.image} sizes="20px" className={styles.socialIcon} />}
                    {s.name}
                  </SmartLink>
                </li>
              ) : null,
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
