// Turns a video link from the CMS into the address of an embeddable player. Supported: YouTube
// (played from youtube-nocookie.com, which sets no cookies until the video is played) and VK Video.

export type VideoEmbed = { provider: 'youtube' | 'vk'; src: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const VK_HOSTS = new Set(['vk.com', 'vk.ru', 'vkvideo.ru']);
// video-123_456 (a community's video) or video123_456 (a user's), as the last part of a path or in ?z=.
const VK_VIDEO = /(?:^|\/)video(-?\d+)_(\d+)\/?$/;

/** The link as an absolute http(s) URL; a link pasted without its scheme gets https. */
export function videoLink(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m)\./, '');

/** A YouTube start time (`t=90`, `t=90s`, `t=1m30s`, `start=90`) in whole seconds. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return null;
  const total = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return total > 0 ? total : null;
}

function youtube(url: URL): VideoEmbed | null {
  const host = hostOf(url);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}` };
}

function vk(url: URL): VideoEmbed | null {
  if (!VK_HOSTS.has(hostOf(url))) return null;
  let oid: string | null | undefined;
  let id: string | null | undefined;
  let hash: string | null = null;
  if (url.pathname === '/video_ext.php') {
    oid = url.searchParams.get('oid');
    id = url.searchParams.get('id');
    hash = url.searchParams.get('hash');
    if (!oid || !id || !/^-?\d+$/.test(oid) || !/^\d+$/.test(id)) return null;
  } else {
    // vk.com/videos-123?z=video-123_456 opens a video over the list: the video is in z.
    const match = VK_VIDEO.exec(url.pathname) ?? VK_VIDEO.exec((url.searchParams.get('z') ?? '').split('/')[0] ?? '');
    if (!match) return null;
    [, oid, id] = match;
  }
  const hashParam = hash && /^\w+$/.test(hash) ? `&hash=${hash}` : '';
  return { provider: 'vk', src: `https://vkvideo.ru/video_ext.php?oid=${oid}&id=${id}${hashParam}` };
}

/** The embeddable player for a YouTube or VK Video link, or null for any other link. */
export function videoEmbed(url: string | null | undefined): VideoEmbed | null {
  const link = videoLink(url);
  if (!link) return null;
  const parsed = new URL(link);
  return youtube(parsed) ?? vk(parsed);
}

/** The player address that starts playing at once: the player is only loaded when asked to play. */
export function withAutoplay(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;
}
