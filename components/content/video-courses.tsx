import type { VideoCourse } from '@/lib/content/reads';
import { SmartLink } from '@/components/smart-link';
import styles from './content.module.css';

/** The academy's video courses under the webinars, newest (highest number) first. */
export function VideoCourses({ courses }: { courses: VideoCourse[] }) {
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="video-courses">
      <h2 id="video-courses" className={styles.sectionTitle}>
        Видеокурсы академии
      </h2>
      <ul className={styles.grid}>
        {courses.map((c) => (
          <li key={c.id}>
            <article className={styles.card}>
              {c.lessons ? <p className={styles.meta}>Уроков: {c.lessons}</p> : null}
              <h3 className={styles.cardTitle}>
                {c.href ? (
                  <SmartLink href={c.href} className={styles.cardLink}>
                    {c.title}
                  </SmartLink>
                ) : (
                  c.title
                )}
              </h3>
              {c.description && <p className={styles.cardText}>{c.description}</p>}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
