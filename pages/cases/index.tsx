import type { GetStaticProps } from 'next';
import type { CaseCardFragment } from '@/schema/generated/graphql';
import { type Chrome } from '@/lib/cms/page-props';
import { readCases } from '@/lib/content/reads';
import { revalidate } from '@/lib/content/isr';
import { present } from '@/lib/format/present';
import { ContentPage } from '@/components/content/content-page';
import { CaseCard } from '@/components/content/case-card';
import styles from '@/components/content/content.module.css';
import { CardGrid } from '@/components/content/card';
import { draftsShown } from '@/lib/cms/release-view';

type Props = Chrome & { cases: CaseCardFragment[] };

export default function CasesPage({ cases, ...chrome }: Props) {
  return (
    <ContentPage {...chrome} title="Кейсы" description="Как компании внедрили ELMA365 ECM: задачи, решения и результаты.">
      <section className={`container ${styles.section}`}>
        <h1 className={styles.heading}>кейсы</h1>
        <CardGrid items={cases} empty="Кейсов пока нет." card={(c) => <CaseCard item={c} />} />
      </section>
    </ContentPage>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ draftMode, previewData }) => {
  const { items, ...chrome } = await readCases(draftsShown(draftMode, previewData));
  return { props: { ...chrome, cases: present(items) }, revalidate: revalidate() };
};
