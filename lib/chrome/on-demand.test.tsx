import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { onDemand } from './on-demand';

describe('parts loaded on demand', () => {
  it('render nothing on the server, load when shown, and try again after a failed load', async () => {
    let online = false;
    const Popup = onDemand(async () => {
      if (!online) throw new Error('Failed to fetch');
      return function Title({ title }: { title: string }) {
        return <p>{title}</p>;
      };
    });
    expect(renderToString(<Popup title="Заявка" />)).toBe('');

    const offline = render(<Popup title="Заявка" />);
    await act(async () => undefined);
    expect(screen.queryByText('Заявка')).toBeNull();
    offline.unmount();

    online = true;
    render(<Popup title="Заявка" />);
    expect(await screen.findByText('Заявка')).toBeInTheDocument();
  });

  it('shows at once, with nothing to fetch, a part whose code another chunk handed over (the answer popup after a submit)', async () => {
    const load = jest.fn(async () => {
      throw new Error('Failed to fetch');
    });
    const Answer = onDemand<{ title: string }>(load);
    Answer.provide(({ title }) => <p>{title}</p>);
    render(<Answer title="Спасибо за обращение!" />);
    expect(screen.getByText('Спасибо за обращение!')).toBeInTheDocument();
    await Answer.preload();
    expect(load).not.toHaveBeenCalled();
  });
});
