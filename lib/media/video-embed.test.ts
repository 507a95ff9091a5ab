import { videoEmbed, videoLink, withAutoplay } from './video-embed';

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('turns the YouTube link %s into a youtube-nocookie player', (url, src) => {
    expect(videoEmbed(url)).toEqual({ provider: 'youtube', src });
  });

  it.each([
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 90],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', 90],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1h0m5s', 3605],
  ])('keeps the start time of %s', (url, start) => {
    expect(videoEmbed(url)?.src).toBe(`https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=${start}`);
  });

  it.each([
    ['https://vkvideo.ru/video-12345_456239017', 'https://vkvideo.ru/video_ext.php?oid=-12345&id=456239017'],
    ['https://vk.com/video-12345_456239017', 'https://vkvideo.ru/video_ext.php?oid=-12345&id=456239017'],
    ['https://www.vk.com/video-12345_456239017', 'https://vkvideo.ru/video_ext.php?oid=-12345&id=456239017'],
    ['https://vk.ru/video-12345_456239017', 'https://vkvideo.ru/video_ext.php?oid=-12345&id=456239017'],
    ['https://vkvideo.ru/video12345_456239017', 'https://vkvideo.ru/video_ext.php?oid=12345&id=456239017'],
    ['https://vkvideo.ru/playlist/-12345_2/video-12345_456239017', 'https://vkvideo.ru/video_ext.php?oid=-12345&id=456239017'],
    ['https://vk.com/videos-12345?z=video-12345_456239017%2Fpl_-12345_-2', 'https://vkvideo.ru/video_ext.php?oid=-12345&id=456239017'],
    [
      'https://vk.com/video_ext.php?oid=-12345&id=456239017&hash=abc123',
      'https://vkvideo.ru/video_ext.php?oid=-12345&id=456239017&hash=abc123',
    ],
  ])('turns the VK Video link %s into a VK player', (url, src) => {
    expect(videoEmbed(url)).toEqual({ provider: 'vk', src });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'https://vimeo.com/76979871',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vk.com/club12345',
    'https://vk.com/video_ext.php?oid=abc&id=1',
    'javascript:alert(1)',
  ])('does not embed %p', (url) => {
    expect(videoEmbed(url)).toBeNull();
  });
});

describe('videoLink', () => {
  it('keeps http and https links and adds https to a link pasted without it', () => {
    expect(videoLink('https://vimeo.com/1')).toBe('https://vimeo.com/1');
    expect(videoLink('vimeo.com/1')).toBe('https://vimeo.com/1');
  });

  it('refuses other schemes and empty values', () => {
    expect(videoLink('javascript:alert(1)')).toBeNull();
    expect(videoLink('  ')).toBeNull();
    expect(videoLink(null)).toBeNull();
  });
});

describe('withAutoplay', () => {
  it('adds the autoplay parameter with the right separator', () => {
    expect(withAutoplay('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(withAutoplay('https://vkvideo.ru/video_ext.php?oid=-1&id=2')).toBe('https://vkvideo.ru/video_ext.php?oid=-1&id=2&autoplay=1');
  });
});
