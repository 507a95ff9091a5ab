import type { NewsPageProps } from '@/lib/content/listing-props';
import { ContentPage } from './content-page';
import { NewsCard } from './news-card';
import { Pagination } from './pagination';
import styles from './content.module.css';
import { CardGrid } from './card';

export function NewsPage({ listing, page, pages, ...chrome }: NewsPageProps) {
  return (
    <ContentPage
      {...chrome}
      title={page > 1 ? `Новости и статьи — страница ${page}` : 'Новости и статьи'}
      description="Новости ELMA365 ECM: новые версии, сертификаты, возможности продукта и события компании."
    >
      <section className={`container ${styles.section}`}>
        <h1 className={styles.heading}>новости</h1>
        <CardGrid items={listing.items} empty="Новостей пока нет." card={(n) => <NewsCard news={n} />} />
        <Pagination base="/news/" page={page} pages={pages} />
      </section>
    </ContentPage>
  );
}
