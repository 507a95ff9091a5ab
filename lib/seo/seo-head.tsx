import Head from 'next/head';
import { useRouter } from 'next/router';

type Props = {
  title: string;
  description?: string | null;
  image?: string | null;
  noindex?: boolean;
  /** The robots meta tag's content when the page asks for more than `noindex` (its route guards). */
  robots?: string | null;
  siteUrl: string;
  /** `article` for news and articles; every other page is a `website`. */
  type?: 'website' | 'article';
  /** The page's address when the rendered path is another one (an A/B variant's render). */
  path?: string;
};

/** Title, description, canonical address, Open Graph and Twitter card tags of a page. */
export function SeoHead({ title, description, image, noindex, robots, siteUrl, type = 'website', path }: Props) {
  const { basePath, asPath } = useRouter();
  const canonical = `${siteUrl}${basePath}${path ?? asPath.split(/[?#]/)[0]}`;
  return (
    <Head>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:title" content={title} />
      <meta property="og:url" content={canonical} />
      {description && <meta property="og:description" content={description} />}
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {(robots || noindex) && <meta name="robots" content={robots || 'noindex'} />}
    </Head>
  );
}
