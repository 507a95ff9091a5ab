import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockMediaFragment } from '@/schema/generated/graphql';
import Media from './index';

const image = { id: 'cover-1', width: 1600, height: 900, title: null, description: 'Экран системы' };
const block: BlockMediaFragment = {
  id: '1',
  title: 'Обзор системы',
  video_url: null,
  caption: 'Главный экран',
  alt: null,
  image,
};

describe('media block', () => {
  it('shows the image with its description as alt text, the heading and the caption', () => {
    render(<Media block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Обзор системы' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Экран системы' })).toBeInTheDocument();
    expect(within(screen.getByRole('figure')).getByText('Главный экран').tagName).toBe('FIGCAPTION');
  });

  it("prefers the block's own alt text, and never uses the file's title made from its name", () => {
    const { unmount } = render(<Media block={{ ...block, alt: 'Карточка договора на экране' }} />);
    expect(screen.getByRole('img', { name: 'Карточка договора на экране' })).toBeInTheDocument();
    unmount();
    const { container } = render(<Media block={{ ...block, image: { ...image, title: 'Qa Walk 11230757 Image', description: null } }} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows a play button instead of loading the player for a YouTube link', () => {
    render(<Media block={{ ...block, video_url: 'https://youtu.be/dQw4w9WgXcQ' }} />);
    expect(screen.getByRole('button', { name: 'Смотреть видео: Обзор системы' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads the player with a title when the play button is clicked', async () => {
    render(<Media block={{ ...block, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }} />);
    await userEvent.click(screen.getByRole('button', { name: /Смотреть видео/ }));
    const player = screen.getByTitle('Видео: Обзор системы');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('embeds a VK Video link through the VK player', async () => {
    render(<Media block={{ ...block, video_url: 'https://vk.com/video-12345_456239017' }} />);
    await userEvent.click(screen.getByRole('button', { name: /Смотреть видео/ }));
    expect(screen.getByTitle('Видео: Обзор системы')).toHaveAttribute(
      'src',
      'https://vkvideo.ru/video_ext.php?oid=-12345&id=456239017&autoplay=1',
    );
  });

  it('uses a neutral placeholder and a generic name when there is no cover or title', () => {
    const { container } = render(<Media block={{ ...block, title: null, image: null, video_url: 'https://youtu.be/dQw4w9WgXcQ' }} />);
    expect(screen.getByRole('button', { name: 'Смотреть видео' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('keeps the cover out of the play button name', () => {
    render(<Media block={{ ...block, video_url: 'https://youtu.be/dQw4w9WgXcQ' }} />);
    expect(screen.queryByRole('img', { name: 'Экран системы' })).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAccessibleName('Смотреть видео: Обзор системы');
  });

  it('shows a plain link to a video it cannot embed', () => {
    render(<Media block={{ ...block, video_url: 'https://vimeo.com/76979871' }} />);
    expect(screen.getByRole('link', { name: 'Смотреть видео: Обзор системы' })).toHaveAttribute('href', 'https://vimeo.com/76979871');
    expect(screen.getByRole('img', { name: 'Экран системы' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing without an image or a video', () => {
    const { container } = render(<Media block={{ ...block, image: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
