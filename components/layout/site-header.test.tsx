import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Layout } from '@/lib/cms/page-data';
import { FormPopupContext } from '@/components/forms/form-popup-context';
import type { FormKind } from '@/lib/forms/kinds';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeaderBar, SiteHeader } from './site-header';

const item = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  href: null,
  description: null,
  kind: 'link',
  form: null,
  mobile_only: false,
  children: [],
  ...extra,
});

const layout = {
  globals: { product_name: 'ELMA365' },
  social_links: [],
  navigation: [
    {
      id: 'header',
      title: 'Шапка',
      items: [
        item('1', 'Продукты', {
          kind: 'group',
          children: [
            item('2', 'Портал', { kind: 'group', children: [item('3', 'Управление договорами', { href: '/contract-management/' })] }),
          ],
        }),
        item('4', 'Начало работы', {
          kind: 'group',
          children: [item('5', 'Запросить On-Premises', { kind: 'form', form: 'question' }), item('6', '{product} CSP', { href: '/csp/' })],
        }),
        item('7', 'Цены', { href: '/prices/' }),
        item('8', 'Статьи', { href: '/articles/', mobile_only: true }),
      ],
    },
  ],
} as unknown as Layout;

/** The bar as the server renders it into the page: the browser keeps that HTML (components/layout/static-html.tsx). */
const serverBar = () =>
  `<div data-static-html="header">${renderToStaticMarkup(
    <FormPopupContext.Provider value={() => undefined}>
      <HeaderBar layout={layout} />
    </FormPopupContext.Provider>,
  )}</div>`;

/** Renders the header as the browser hydrates it: the server's bar is read, then the page is the header's. */
function renderHeader(ui: React.ReactElement) {
  const arrived = document.createElement('div');
  arrived.innerHTML = serverBar();
  document.body.append(arrived);
  const result = render(ui);
  arrived.remove();
  return result;
}

describe('site header', () => {
  it('opens a submenu from its button, with texts from the CMS', async () => {
    renderHeader(<SiteHeader layout={layout} />);
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    const products = within(nav).getByRole('button', { name: 'Продукты' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Управление договорами' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Начало работы' }));
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Управление договорами' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'ELMA365 CSP' })).toBeVisible();
    // Escape closes it and returns to its button; so does a click outside the menu.
    await userEvent.keyboard('{Escape}');
    const start = within(nav).getByRole('button', { name: 'Начало работы' });
    expect(start).toHaveAttribute('aria-expanded', 'false');
    expect(start).toHaveFocus();
    await userEvent.click(products);
    await userEvent.click(document.body);
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps mobile-only items out of the wide-screen menu and puts them in the mobile menu, which the burger opens natively', () => {
    renderHeader(<SiteHeader layout={layout} />);
    expect(within(screen.getByRole('navigation', { name: 'Основное меню' })).queryByText('Статьи')).toBeNull();
    // The mobile menu is in the server's HTML, a popover the browser shows (jsdom has no Popover
    // API: the opening is tested in Chromium, tests/integration/chrome.browser.test.ts).
    const mobile = document.getElementById('mobile-menu')!;
    expect(mobile).toHaveAttribute('popover', 'auto');
    expect(mobile).toHaveAttribute('aria-label', 'Мобильное меню');
    expect(within(mobile).getByRole('link', { name: 'Статьи' })).toHaveAttribute('href', '/ru/products/ecm/articles/');
    // Groups unfold natively too.
    expect(within(mobile).getByText('Продукты').tagName).toBe('SUMMARY');
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('popovertarget', 'mobile-menu');
  });

  it('opens the login and question forms through the forms provider', async () => {
    const opened: FormKind[] = [];
    renderHeader(
      <FormPopupContext.Provider value={(kind) => opened.push(kind)}>
        <SiteHeader layout={layout} />
      </FormPopupContext.Provider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Начало работы' }));
    await userEvent.click(within(nav).getByRole('button', { name: /Запросить On-Premises/ }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Войти' })[0]!);
    expect(opened).toEqual(['question', 'login']);
  });

  it('still renders its buttons without a forms provider', () => {
    renderHeader(<SiteHeader layout={layout} />);
    expect(screen.getAllByRole('button', { name: 'Войти' })[0]).toBeInTheDocument();
  });
});
