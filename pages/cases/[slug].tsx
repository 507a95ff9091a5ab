import type { CaseBySlugQuery } from '@/schema/generated/graphql';
import { type Chrome } from '@/lib/cms/page-props';
import { readCase } from '@/lib/content/reads';
import { detailPaths, detailProps } from '@/lib/content/routes';
import { sanitize } from '@/lib/html/sanitize';
import { present } from '@/lib/format/present';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { ContentPage, itemHead } from '@/components/content/content-page';
import { SmartLink } from '@/components/smart-link';
import styles from '@/components/content/content.module.css';

type Props = Chrome & { item: CaseBySlugQuery['cases'][number] };

export default function CasePage({ item, ...chrome }: Props) {
  const related = present(item.pages?.map((p) => p?.pages_id));
  return (
    <ContentPage {...chrome} {...itemHead(item, 'Кейс', item.preview)} ogType="article">
      <article className={`container ${styles.section} ${styles.article}`}>
        <p className={styles.articleMeta}>
          <SmartLink href="/cases/">кейсы</SmartLink>
          <span>{item.name_company}</span>
          <time dateTime={isoDate(item.date)}>{formatNewsDate(item.date)}</time>
        </p>
        <h1 className={styles.heading}>{item.title}</h1>
        {item.description && <p className={styles.lead}>{item.description}</p>}
        {item.content && <div className={styles.body} dangerouslySetInnerHTML={{ __html: item.content }} />}
        {related.length > 0 && (
          <nav aria-label="Решения из кейса" className={styles.aside}>
            <h2 className={styles.sectionTitle}>Решения</h2>
            <ul>
              {related.map((p) => (
                <li key={p.id}>{p.path && <SmartLink href={p.path}>{p.title}</SmartLink>}</li>
              ))}
            </ul>
          </nav>
        )}
      </article>
    </ContentPage>
  );
}

export const getStaticPaths = detailPaths('/cases/');

// Cleaned here, on the server, so that visitors' browsers never load the sanitizer.
export const getStaticProps = detailProps(readCase, (item) => ({ item: { ...item, content: sanitize(item.content) } }));
