import { act, render, screen } from '@testing-library/react';
import { island, islandsIn, loadIslands } from './island';

const Title = ({ title }: { title: string }) => <h2>{title}</h2>;

describe('islands', () => {
  it('finds the islands the server marked in a page', () => {
    document.body.innerHTML = '<div data-island="block_cta"><p>…</p></div><aside data-island="toc"></aside><p>текст</p>';
    expect([...islandsIn(document.body)]).toEqual(['block_cta', 'toc']);
    document.body.innerHTML = '';
  });

  it('render at once when loaded before (hydration), and once loaded when not (a client-side navigation)', async () => {
    const Preloaded = island('test_preloaded', async () => ({ default: Title }));
    const Later = island('test_later', async () => ({ default: Title }));
    // Only the islands asked for load: the page's marked ones, out of the map it is handed.
    await loadIslands({ test_preloaded: Preloaded, test_later: Later }, ['test_preloaded']);
    const first = render(<Preloaded title="Сразу" />);
    // The first render has it: React hydrates the server's HTML with the island in place.
    expect(first.container.innerHTML).toBe('<h2>Сразу</h2>');

    const second = render(<Later title="Потом" />);
    expect(second.container.innerHTML).toBe('');
    expect(await screen.findByRole('heading', { name: 'Потом' })).toBeInTheDocument();
  });

  it('loads every island of the map by default, and skips keys it does not have', async () => {
    const loaded: string[] = [];
    const load = (name: string) => async () => (loaded.push(name), { default: Title });
    const map = { a: island('a', load('a')), b: island('b', load('b')) };
    await loadIslands(map, ['b', 'toString', 'unknown']);
    expect(loaded).toEqual(['b']);
    await loadIslands(map);
    expect(loaded).toEqual(['b', 'a']);
  });

  it('try again after a failed load', async () => {
    let online = false;
    const Flaky = island('test_flaky', async () => {
      if (!online) throw new Error('Failed to fetch');
      return { default: Title };
    });
    await loadIslands({ test_flaky: Flaky }, ['test_flaky', 'test_unknown']);
    const offline = render(<Flaky title="Блок" />);
    await act(async () => undefined);
    expect(screen.queryByRole('heading')).toBeNull();
    offline.unmount();

    online = true;
    render(<Flaky title="Блок" />);
    expect(await screen.findByRole('heading', { name: 'Блок' })).toBeInTheDocument();
  });
});
