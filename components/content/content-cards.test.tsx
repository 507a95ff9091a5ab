import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ArticleCardFragment } from '@/schema/generated/graphql';
import { commentThread } from '@/lib/content/comments';
import type { WebinarCard as Webinar } from '@/lib/content/reads';
import { ArticleCard } from './article-card';
import { WebinarCard } from './webinar-card';
import { Comments } from './comments';
import { SiteContext } from '@/components/layout/site-context';
import { FormPopupContext } from '@/components/forms/form-popup-context';

const image = (id: string) => ({ id, title: id, description: `обложка ${id}`, width: 1200, height: 630 });

const article = (extra: Partial<ArticleCardFragment>): ArticleCardFragment =>
  ({
    id: '1',
    title: 'ECM и СЭД',
    slug: 'ecm-vs-edm',
    date: '2026-06-18',
    description: null,
    label: null,
    redirect: null,
    premier_card: false,
    color_mode: 'light',
    preview: image('main'),
    preview_service: null,
    ...extra,
  }) as ArticleCardFragment;

describe('article card', () => {
  it('shows the cover for lists when there is one, else the cover', () => {
    const { unmount } = render(<ArticleCard article={article({ preview_service: image('list') })} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'обложка list');
    unmount();
    render(<ArticleCard article={article({})} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'обложка main');
  });

  it('follows the colour mode', () => {
    render(<ArticleCard article={article({ color_mode: 'dark' })} />);
    expect(screen.getByRole('article')).toHaveAttribute('data-color-mode', 'dark');
  });
});

const webinar = (extra: Partial<Webinar>): Webinar =>
  ({
    id: '7',
    title: 'ИИ в документообороте',
    slug: 'ai-in-document-management',
    date: '2026-12-10T08:00:00Z',
    time: null,
    description: null,
    redirect: null,
    series_name: null,
    youtube: null,
    vk_video_link: null,
    source_deal: null,
    preview: null,
    ...extra,
  }) as Webinar;

describe('webinar card', () => {
  it("signs up for an upcoming webinar in place: that webinar's form, a link to its page without scripts", () => {
    const openForm = jest.fn();
    render(
      <SiteContext.Provider
        value={{ assetsUrl: '', preview: false, productName: 'ECM', path: '/webinars/', siteUrl: 'https://site.example' }}
      >
        <FormPopupContext.Provider value={openForm}>
          <WebinarCard webinar={webinar({ source_deal: 'webinar_ai' })} />
        </FormPopupContext.Provider>
      </SiteContext.Provider>,
    );
    const signup = screen.getByRole('button', { name: 'Записаться на вебинар «ИИ в документообороте»' });
    expect(signup).toHaveTextContent('Записаться');
    expect(signup).toHaveAttribute('href', '/ru/products/ecm/forms/webinar/?from=%2Fwebinars%2F&webinar=ai-in-document-management');
    // The dialog the page's HTML brings for this webinar opens at a tap before the scripts run (lib/chrome/boot-script.mjs).
    expect(signup).toHaveAttribute('data-dialog', 'webinar-ai-in-document-management');
    fireEvent.click(signup);
    expect(openForm).toHaveBeenCalledWith('webinar', signup, {
      slug: 'ai-in-document-management',
      title: 'ИИ в документообороте',
      date: '2026-12-10T08:00:00Z',
      description: null,
      sourceDeal: 'webinar_ai',
      url: 'https://site.example/ru/products/ecm/webinars/ai-in-document-management/',
    });
  });

  it('names the sign-up by the title as the card cuts it, never the whole of a long one', () => {
    const long = 'Очень длинное название вебинара, которое точно не поместится в карточку списка вебинаров целиком';
    const { container } = render(<WebinarCard webinar={webinar({ title: long })} />);
    const cut = `${long.slice(0, 75).trimEnd()}…`;
    expect(screen.getByRole('button', { name: `Записаться на вебинар «${cut}»` })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain(long);
  });

  it('offers no sign-up for a past webinar, nor for one whose card leads elsewhere', () => {
    const { unmount } = render(<WebinarCard webinar={webinar({})} past />);
    expect(screen.queryByText('Записаться')).toBeNull();
    unmount();
    render(<WebinarCard webinar={webinar({ redirect: 'https://example.com/event/' })} />);
    expect(screen.queryByText('Записаться')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('comments', () => {
  it('nest answers under the comment they answer and count all shown', () => {
    render(
      <Comments
        thread={commentThread([
          { id: 1, author_name: 'Иван', text: 'Вопрос', date: '2026-03-01T09:00:00Z', parent: null },
          { id: 2, author_name: 'Редакция', text: 'Ответ', date: '2026-03-01T10:00:00Z', parent: { id: 1 } },
        ])}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Комментарии (2)' })).toBeInTheDocument();
    const answers = screen.getByRole('list', { name: 'Ответы на комментарий: Иван' });
    expect(within(answers).getByText('Ответ')).toBeInTheDocument();
  });

  it('are absent when there are none', () => {
    const { container } = render(<Comments thread={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
