import { render, screen } from '@testing-library/react';
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
    // A generous wait: the chunk's promise settles late on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Потом' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('loads every island of the map by default, and skips keys it does not have', async () => {
    const loaded: string[] = [];
    const load = (name: string) => async () => (loaded.push(name), { default: Title });
    const map = { a: island('a', load('a')), b: island('b', load('b')) };
    await loadIslands(map, ['b', 'unknown']);
    expect(loaded).toEqual(['b']);
    await loadIslands(map);
    expect(loaded).toEqual(['b', 'a']);
  });

  it('load the others when one fails (hydration goes on; the failed one tries again when shown: on-demand.tsx)', async () => {
    const Offline = island('test_offline', async () => {
      throw new Error('Failed to fetch');
    });
    const Online = island('test_online', async () => ({ default: Title }));
    await expect(loadIslands({ test_offline: Offline, test_online: Online })).resolves.toBeDefined();
    expect(render(<Online title="Блок" />).container.innerHTML).toBe('<h2>Блок</h2>');
  });
});
