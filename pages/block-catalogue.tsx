import type { GetStaticProps } from 'next';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readChrome, type Chrome } from '@/lib/cms/page-props';
import { notFound, revalidate } from '@/lib/content/isr';
import { BASE_PATH } from '@/lib/routing/base-path';
import { ContentPage } from '@/components/content/content-page';
import { BLOCK_CATALOGUE } from '@/schema/block-catalogue.mjs';
import styles from '@/components/content/catalogue.module.css';

type Picture = { src: string; width: number; height: number };
type Entry = { collection: string; label: string; purpose: string; picture: Picture | null };
type Props = Chrome & { blocks: Entry[] };

/**
 * The block catalogue for marketers: each block's name in the admin, what it is for and how it
 * looks. Opened from the admin app (the «Каталог блоков» link of its module bar, through the
 * preview route); visitors get a 404.
 */
export default function BlockCatalogue({ blocks, ...chrome }: Props) {
  return (
    <ContentPage {...chrome} title="Каталог блоков" description="Какие блоки есть для страниц сайта и для чего каждый из них.">
      <section className={`container ${styles.section}`}>
        <h1 className={styles.heading}>Каталог блоков</h1>
        <p className={styles.intro}>
          Блоки добавляются на страницу в поле «Блоки»: «Создать» и выбор блока по названию. Порядок блоков — порядок на странице.
        </p>
        <ul className={styles.list}>
          {blocks.map((b) => (
            <li key={b.collection} className={styles.card} id={b.collection}>
              <h2 className={styles.name}>{b.label}</h2>
              <p>{b.purpose}</p>
              {b.picture ? (
                // eslint-disable-next-line @next/next/no-img-element -- a static screenshot, shown as it is
                <img
                  className={styles.picture}
                  src={b.picture.src}
                  width={b.picture.width}
                  height={b.picture.height}
                  alt={`Пример блока «${b.label}»`}
                  loading="lazy"
                />
              ) : (
                <p className={styles.noPicture}>Картинки пока нет: блок виден только на своей странице.</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}

/**
 * A PNG's address and size, so that the page keeps the picture's room before it loads (no jump).
 * The size is in the file's first chunk (IHDR): width and height at bytes 16 and 20.
 */
function picture(file: string, src: string): Picture | null {
  if (!existsSync(file)) return null;
  const head = readFileSync(file).subarray(0, 24);
  return { src, width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

export const getStaticProps: GetStaticProps<Props> = async ({ draftMode }) => {
  if (!draftMode) return notFound();
  const pictures = join(process.cwd(), 'public', 'block-catalogue');
  const blocks = BLOCK_CATALOGUE.map(({ collection, label, purpose }) => ({
    collection,
    label,
    purpose,
    picture: picture(join(pictures, `${collection}.png`), `${BASE_PATH}/block-catalogue/${collection}.png`),
  }));
  // The site's published chrome: the catalogue is no draft, so no draft banner nor preview tools
  // (and its draft session covers its own address only: pages/api/preview/index.ts).
  return { props: { ...(await readChrome(false)), blocks }, revalidate: revalidate() };
};
