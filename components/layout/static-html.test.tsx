import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaticHtml } from './static-html';

// What the server sent: jsdom has a window, so the component takes the browser's side here.
const serverHtml =
  '<footer><a href="/ru/products/ecm/prices/">Цены</a><button type="button" data-action="ask">Настройки cookie</button></footer>';

describe('static HTML', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="root"><div data-static-html="test-footer">${serverHtml}</div></div>`;
  });

  it('keeps the HTML the server rendered, runs the actions of its buttons, and gives it to parts mounted later', async () => {
    const asked: string[] = [];
    const actions = { ask: (button: HTMLElement) => asked.push(button.textContent ?? '') };
    const container = document.getElementById('root')!;
    const first = render(
      <StaticHtml id="test-footer" actions={actions}>
        {null}
      </StaticHtml>,
      { container, hydrate: true },
    );
    expect(screen.getByRole('link', { name: 'Цены' })).toHaveAttribute('href', '/ru/products/ecm/prices/');
    await userEvent.click(screen.getByRole('button', { name: 'Настройки cookie' }));
    expect(asked).toEqual(['Настройки cookie']);

    // A client-side navigation: the part is mounted anew, with no server HTML in the document.
    first.unmount();
    document.body.innerHTML = '';
    render(<StaticHtml id="test-footer">{null}</StaticHtml>);
    expect(screen.getByRole('link', { name: 'Цены' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Настройки cookie' })).toBeInTheDocument();
  });
});
