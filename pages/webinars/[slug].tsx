import { type Chrome } from '@/lib/cms/page-props';
import { readWebinar } from '@/lib/content/reads';
import { detailPaths, detailProps } from '@/lib/content/routes';
import { isUpcoming } from '@/lib/content/window';
import { ContentPage, itemHead } from '@/components/content/content-page';
import { WebinarDetails, type WebinarDetail } from '@/components/content/webinar-details';
import { videoEmbed, type VideoEmbed } from '@/lib/media/video-embed';
import { sanitize } from '@/lib/html/sanitize';
import { webinarEvent } from '@/lib/seo/structured-data';

type Props = Chrome & { webinar: WebinarDetail; past: boolean; recording: VideoEmbed | null };

export default function WebinarPage({ webinar, past, recording, ...chrome }: Props) {
  return (
    <ContentPage
      {...chrome}
      {...itemHead(webinar, 'Вебинар', webinar.preview)}
      jsonLd={typeof window === 'undefined' && ((url, image, org) => webinarEvent(webinar, url, image, org))}
    >
      <WebinarDetails webinar={webinar} past={past} recording={recording} siteUrl={chrome.siteUrl} />
    </ContentPage>
  );
}

export const getStaticPaths = detailPaths('/webinars/');

// Decided at render: the revalidate interval moves a webinar to "past" once its window closes.
// Content is cleaned and the recording's player found here, on the server, so that visitors'
// browsers load neither the sanitizer nor the video link parser.
export const getStaticProps = detailProps(readWebinar, (item) => {
  const past = !isUpcoming(item.date);
  return {
    webinar: { ...item, content: sanitize(item.content) },
    past,
    recording: past ? (videoEmbed(item.youtube) ?? videoEmbed(item.vk_video_link)) : null,
  };
});
