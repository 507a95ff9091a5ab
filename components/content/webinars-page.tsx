import type { WebinarsPageProps } from '@/lib/content/listing-props';
import { ContentPage } from './content-page';
import { WebinarListing } from './webinar-listing';
import { VideoCourses } from './video-courses';
import styles from './content.module.css';

export function WebinarsPage({ listing, courses, page, pages, ...chrome }: WebinarsPageProps) {
  return (
    <ContentPage
      {...chrome}
      title={page > 1 ? `Вебинары — страница ${page}` : 'Вебинары'}
      description="Бесплатные вебинары об электронном документообороте и ELMA365 ECM: расписание предстоящих трансляций и записи прошедших."
    >
      <section className={`container ${styles.section}`}>
        <h1 className={styles.heading}>вебинары</h1>
        <p className={styles.lead}>
          Практические разборы процессов документооборота от экспертов ELMA: регистрируйтесь на трансляции и смотрите записи.
        </p>
        <WebinarListing listing={listing} page={page} pages={pages} />
        <VideoCourses courses={courses} />
      </section>
    </ContentPage>
  );
}
