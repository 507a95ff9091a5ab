import { render, screen } from '@testing-library/react';
import type { BlockTrialActivationFragment } from '@/schema/generated/graphql';
import { answer, installFetch } from '@/components/login/test-fetch';
import type { ReactNode } from 'react';
import { SiteContext, useSite } from '@/components/layout/site-context';
import TrialActivation from './index';

const API = 'https://trial.elma365.ru';
const block: BlockTrialActivationFragment = {
  id: '1',
  title: 'Активация пробной версии',
  pending_text: 'Активируем…',
  success_title: 'Готово',
};

/** The site context with draft preview on, whatever else it holds. */
function InPreview({ children }: { children: ReactNode }) {
  const site = useSite();
  return <SiteContext.Provider value={{ ...site, preview: true }}>{children}</SiteContext.Provider>;
}

const visit = (query: string) => window.history.pushState({}, '', `/ru/products/ecm/configuration/${query}`);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

describe('trial activation block', () => {
  it('shows nothing to a visitor who came without an activation link', () => {
    const calls = installFetch();
    visit('');
    const { container } = render(<TrialActivation block={block} apiUrl={API} />);
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });

  it('shows the marketer in preview where the block sits', () => {
    installFetch();
    visit('');
    render(
      <InPreview>
        <TrialActivation block={block} apiUrl={API} />
      </InPreview>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('по ссылке из письма');
  });

  it('checks the hash, activates with the link as form data and shows the returned company', async () => {
    const calls = installFetch(answer(200, { id: 'trial-42' }), answer(200, { name: 'acme-trial', description: 'Пробная компания' }));
    visit('?hash=abc123&email=user%40example.com');
    render(<TrialActivation block={block} apiUrl={API} />);
    expect(screen.getByRole('status')).toHaveTextContent('Активируем…');
    expect(await screen.findByRole('heading', { name: 'Готово' })).toBeInTheDocument();
    expect(screen.getByText('acme-trial')).toBeInTheDocument();
    expect(screen.getByText('Пробная компания')).toBeInTheDocument();
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', `${API}/guard/trial/abc123/check`],
      ['POST', `${API}/guard/trial/trial-42/activate`],
    ]);
    const form = calls[1]?.init.body;
    expect(form).toBeInstanceOf(FormData);
    expect(form instanceof FormData && Object.fromEntries(form.entries())).toEqual({ hash: 'abc123', email: 'user@example.com' });
  });

  it('activates an ?id= link directly', async () => {
    const calls = installFetch(answer(200, { name: 'beta', description: '' }));
    visit('?id=77');
    render(<TrialActivation block={block} apiUrl={API} />);
    expect(await screen.findByText('beta')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([`${API}/guard/trial/77/activate`]);
  });

  it.each([
    ['an expired link', [answer(404, { message: 'expired' })]],
    ['a failed activation', [answer(200, {}), answer(500, { message: 'boom' })]],
    ['an unreachable platform', ['network-error' as const]],
  ])('says the activation failed after %s', async (_case, answers) => {
    installFetch(...answers);
    visit('?hash=abc123');
    render(<TrialActivation block={block} apiUrl={API} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось активировать триал, попробуйте позднее');
  });

  it('falls back to its own texts when the marketer left them empty', async () => {
    installFetch(answer(200, { name: 'acme', description: '' }));
    visit('?id=1');
    render(<TrialActivation block={{ ...block, title: null, pending_text: null, success_title: null }} apiUrl={API} />);
    expect(screen.getByRole('heading', { name: 'Активация пробной версии' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Пробная версия активирована' })).toBeInTheDocument();
  });
});
