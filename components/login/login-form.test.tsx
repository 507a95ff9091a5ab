import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_FAILED, COMPANY_NOT_FOUND, NO_ACTIVE_COMPANY } from '@/lib/trial/messages';
import { FAVOURITES_COOKIE, readFavourites } from '@/lib/trial/favourite-companies';
import { LoginForm } from './login-form';
import { answer, installFetch } from './test-fetch';

const API = 'https://trial.elma365.ru';
const company = (name: string, active = true) => ({ name, zone: 'ru', description: `Компания ${name}`, active });

function setup(apiUrl: string | undefined = API) {
  const navigate = jest.fn();
  const onClose = jest.fn();
  render(<LoginForm titleId="login-title" apiUrl={apiUrl} navigate={navigate} onClose={onClose} />);
  return { navigate, onClose };
}

async function signIn(email = 'user@example.com', password = 'secret') {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Пароль'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

beforeEach(() => {
  document.cookie = `${FAVOURITES_COOKIE}=; Max-Age=0; Path=/`;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('login form', () => {
  it('shows its title, fields and a forgot-password link to /restore on the parent host', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Вход во внешнюю систему' })).toBeInTheDocument();
    expect(screen.getByLabelText('Запомнить меня')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', 'https://elma365.ru/restore');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
  });

  it('checks the e-mail and the password with the spec messages', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByLabelText('Пароль'));
    await userEvent.tab();
    expect(await screen.findByText('Введите корректный E-mail')).toBeInTheDocument();
    expect(screen.getByText('Это поле обязательно для заполнения')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
  });

  it('signs in to the one active company and remembers it in the favourites cookie', async () => {
    const calls = installFetch(answer(200, { token: 'T1' }), answer(200, { companies: [company('acme'), company('old', false)] }));
    const { navigate } = setup();
    await signIn();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('https://acme.elma365.ru/guard/login?token=T1&companyUrl=https%3A%2F%2Facme.elma365.ru'),
    );
    expect(calls.map((c) => c.url)).toEqual([`${API}/guard/token`, `${API}/guard/companies`]);
    expect(readFavourites(document.cookie)).toEqual([
      { name: 'acme', description: 'Компания acme', active: true, domain: 'acme.elma365.ru' },
    ]);
  });

  it('lets the visitor choose among several active companies, the last entered first', async () => {
    document.cookie = `${FAVOURITES_COOKIE}=${encodeURIComponent(JSON.stringify([{ name: 'beta', description: '', active: true, domain: 'beta.elma365.ru' }]))}; Path=/`;
    installFetch(answer(200, { token: 'T2' }), answer(200, { companies: [company('acme'), company('beta'), company('gone', false)] }));
    const { navigate } = setup();
    await signIn();
    const choices = await screen.findAllByRole('button', { name: /Компания/ });
    expect(choices.map((b) => b.textContent)).toEqual(['betaruКомпания beta', 'acmeruКомпания acme']);
    await userEvent.click(screen.getByRole('button', { name: /acme/ }));
    expect(navigate).toHaveBeenCalledWith('https://acme.elma365.ru/guard/login?token=T2&companyUrl=https%3A%2F%2Facme.elma365.ru');
  });

  it('links to the trial activation when no company is active, and only closes the dialog when already there', async () => {
    installFetch(answer(200, { token: 'T3' }), answer(200, { companies: [company('old', false)] }));
    const { onClose } = setup();
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NO_ACTIVE_COMPANY);
    const link = screen.getByRole('link', { name: 'по ссылке' });
    // Outside Next's config the link has no trailing slash; the built site adds it.
    expect(link).toHaveAttribute('href', '/ru/products/ecm/configuration/');

    window.history.pushState({}, '', '/ru/products/ecm/configuration/');
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/ru/products/ecm/configuration/');
    window.history.pushState({}, '', '/');
  });

  it('says the company does not exist when the platform answers 404', async () => {
    installFetch(answer(404, { message: 'not found' }));
    setup();
    await signIn();
    expect(await screen.findByText(COMPANY_NOT_FOUND)).toBeInTheDocument();
  });

  it('reports a wrong password as a failed sign-in', async () => {
    installFetch(answer(401, { message: 'Invalid credentials' }));
    setup();
    await signIn();
    expect(await screen.findByText(AUTH_FAILED)).toBeInTheDocument();
  });

  it('reports an unreachable platform as a failed sign-in', async () => {
    installFetch('network-error');
    const { navigate } = setup();
    await signIn();
    expect(await screen.findByText(AUTH_FAILED)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a failed sign-in instead of crashing when the platform address is not configured', async () => {
    setup('');
    expect(screen.queryByRole('link', { name: 'Забыли пароль?' })).not.toBeInTheDocument();
    await signIn();
    expect(await screen.findByText(AUTH_FAILED)).toBeInTheDocument();
  });
});
