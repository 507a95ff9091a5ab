import type { GetStaticPaths, GetStaticProps } from 'next';
import { type Chrome } from '@/lib/cms/page-props';
import { readWebinar } from '@/lib/content/reads';
import { staticSlugs } from '@/lib/content/paths';
import { validSlug } from '@/lib/content/pages';
import { previewVersion } from '@/lib/cms/preview-version';
import { isUpcoming } from '@/lib/content/window';
import { notFound, redirectTo, revalidate } from '@/lib/content/isr';
import { ContentPage } from '@/components/content/content-page';
import { WebinarDetails, type WebinarDetail } from '@/components/content/webinar-details';
import { videoEmbed, type VideoEmbed } from '@/lib/media/video-embed';
import { sanitize } from '@/lib/html/sanitize';
import { webinarEvent } from '@/lib/seo/structured-data';

type Props = Chrome & { webinar: WebinarDetail; past: boolean; recording: VideoEmbed | null };

export default function WebinarPage({ webinar, past, recording, ...chrome }: Props) {
  return (
    <ContentPage
      {...chrome}
      title={webinar.title ?? 'Вебинар'}
      seoTitle={webinar.seo_title}
      description={webinar.seo_description || webinar.description}
      image={webinar.preview}
      jsonLd={typeof window === 'undefined' && ((url, image, org) => webinarEvent(webinar, url, image, org))}
    >
      <WebinarDetails webinar={webinar} past={past} recording={recording} siteUrl={chrome.siteUrl} />
    </ContentPage>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await staticSlugs('/webinars/')).map((slug) => ({ params: { slug } })),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params, draftMode, previewData }) => {
  if (!validSlug(params?.slug)) return notFound();
  const { item, ...chrome } = await readWebinar(params.slug, Boolean(draftMode), previewVersion(previewData));
  if (!item) return notFound();
  if (item.redirect) return redirectTo(item.redirect);
  // Decided at render: the revalidate interval moves a webinar to "past" once its window closes.
  // Content is cleaned and the recording's player found here, on the server, so that visitors'
  // browsers load neither the sanitizer nor the video link parser.
  const past = !isUpcoming(item.date);
  return {
    props: {
      ...chrome,
      webinar: { ...item, content: sanitize(item.content) },
      past,
      recording: past ? (videoEmbed(item.youtube) ?? videoEmbed(item.vk_video_link)) : null,
    },
    revalidate: revalidate(),
  };
};
