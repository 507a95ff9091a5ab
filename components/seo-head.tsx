import Head from 'next/head';
import { useRouter } from 'next/router';

type Props = { title: string; description?: string | null; image?: string | null; noindex?: boolean; siteUrl: string };

/** Title, description, canonical address and Open Graph tags of a page. */
export function SeoHead({ title, description, image, noindex, siteUrl }: Props) {
  const { basePath, asPath } = useRouter();
  const canonical = `${siteUrl}${basePath}${asPath.split(/[?#]/)[0]}`;
  return (
    <Head>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:title" content={title} />
      <meta property="og:url" content={canonical} />
      {description && <meta property="og:description" content={description} />}
      {image && <meta property="og:image" content={image} />}
      {noindex && <meta name="robots" content="noindex" />}
    </Head>
  );
}
