import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormsProvider } from './forms-provider';
import { LeadForm } from './lead-form';
import { useOpenForm } from './form-popup-context';
import { requestState } from '@/lib/store/request';
import { specDefinition } from '@/lib/forms/spec-definitions';
import { LEAD_ROUTES } from '@/lib/leads/client/send';

/** The router's events, so that a test can change the page. */
const mockRouteHandlers = new Map<string, () => void>();
jest.mock('next/router', () => ({
  useRouter: () => ({
    events: {
      on: (event: string, handler: () => void) => mockRouteHandlers.set(event, handler),
      off: (event: string) => mockRouteHandlers.delete(event),
    },
  }),
}));

jest.setTimeout(30_000);

type Call = { url: string; init: RequestInit };
/** jsdom has no fetch Response: just what the form reads of one. */
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
const calls: Call[] = [];
/** The text fields of a submission sent as FormData. */
const fields = (call: Call) =>
  Object.fromEntries([...(call.init.body as FormData)].map(([k, v]) => [k, String(v)])) as Record<string, string>;
let answer: () => Response;

beforeEach(() => {
  calls.length = 0;
  window.localStorage.clear();
  answer = () => reply(201, { data: { id: 'lead-1' } });
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (String(url).includes('/api/company/')) {
      return reply(200, {
        data: [{ company: 'ПАО Сбербанк', inn: '7707083893', address: 'г Москва', fullName: 'ПАО', data: { value: 'ПАО Сбербанк' } }],
      });
    }
    return answer();
  }) as typeof fetch;
});

async function fillTrial(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('ФИО'), 'Иван Петров');
  await user.type(screen.getByLabelText('E-mail'), 'ivan@example.ru');
  await user.type(screen.getByLabelText('Телефон'), '+7 999 123-45-67');
  await user.type(screen.getByLabelText('Компания или ИНН'), 'ООО Ромашка');
  await user.selectOptions(screen.getByLabelText('Количество сотрудников'), '20-100');
  await user.click(screen.getByRole('checkbox'));
}

type LeadFormProps = Parameters<typeof LeadForm>[0];

/** A lead form in the provider that shows its answers, as on a page. */
const renderProvided = (kind: LeadFormProps['kind'], config?: LeadFormProps['config']) =>
  render(
    <FormsProvider>
      <LeadForm kind={kind} config={config} />
    </FormsProvider>,
  );

/** The trial form in its provider, filled in and sent as a visitor would. */
async function sendTrial(user: ReturnType<typeof userEvent.setup>, config?: LeadFormProps['config']) {
  renderProvided('trial', config);
  await fillTrial(user);
  await user.click(screen.getByRole('button', { name: 'Попробовать' }));
}

describe('lead form', () => {
  it('shows the trial texts, an unticked agreement linking to its documents, and the company sizes', () => {
    render(<LeadForm kind="trial" />);
    expect(screen.getByRole('heading', { name: 'Попробовать (14 дней бесплатно)' })).toBeInTheDocument();
    expect(screen.getByText('Для активации пробной версии заполните форму')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'согласие на обработку персональных данных' })).toHaveAttribute(
      'href',
      '/ru/products/ecm/privacy/',
    );
    expect(screen.getByRole('link', { name: 'пользовательское соглашение' })).toHaveAttribute('href', '/ru/products/ecm/agreement/');
    const sizes = within(screen.getByLabelText('Количество сотрудников'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes).toEqual(['Выберите из списка', 'до 20', '20-100', '101-500', '501-2000', 'Более 2000']);
  });

  it('keeps submit disabled until the form is valid, and shows a field message once the field is left', async () => {
    const user = userEvent.setup();
    render(<LeadForm kind="trial" />);
    const submit = screen.getByRole('button', { name: 'Попробовать' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail'), 'ivan@');
    await user.tab();
    expect(await screen.findByText('Введите корректный E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('E-mail'));
    await fillTrial(user);
    expect(submit).toBeEnabled();
  });

  it("in the server's markup leaves submit pressable, and the browser's own check of the required fields says when it looks it", async () => {
    const user = userEvent.setup();
    const { container } = render(<LeadForm kind="trial" serverMarkup />);
    const form = container.querySelector('form')!;
    // styles/globals.css shows the button disabled while such a form holds an invalid field.
    expect(form).toHaveAttribute('data-unchecked');
    expect(screen.getByRole('button', { name: 'Попробовать' })).toBeEnabled();
    expect([...form.querySelectorAll('[required]')].map((e) => e.getAttribute('name'))).toEqual([
      'fio',
      'email',
      'phone',
      'company',
      'company_size',
      'agree',
    ]);
    expect(form.checkValidity()).toBe(false);
    await fillTrial(user);
    expect(form.checkValidity()).toBe(true);
  });

  it('marks no live form as unchecked', () => {
    const { container } = render(<LeadForm kind="trial" />);
    expect(container.querySelector('form')).not.toHaveAttribute('data-unchecked');
  });

  it('sends the fields with the lead payload, stored utm tags and an idempotency key, then shows the answer', async () => {
    window.localStorage.setItem('utm', JSON.stringify({ utm_source: 'yandex', utm_campaign: 'ecm' }));
    const user = userEvent.setup();
    await sendTrial(user, { sourceDeal: 'landing', pipeline: 'trial_funnel' });
    const dialog = await screen.findByRole('dialog', { name: 'Запрос успешно отправлен!' });
    expect(within(dialog).getByText('Проверьте вашу почту')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Мне не пришло письмо' })).toBeInTheDocument();

    const sent = calls.find((c) => c.url.endsWith('/ru/products/ecm/api/trial/'));
    expect(sent).toBeDefined();
    const headers = sent!.init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    // Sent as form data (multipart, its boundary set by fetch): every value is text.
    expect(sent!.init.body).toBeInstanceOf(FormData);
    expect(headers).not.toHaveProperty('content-type');
    expect(fields(sent!)).toMatchObject({
      fio: 'Иван Петров',
      phone: '+7 999 123-45-67',
      company_size: '20-100',
      agree: 'true',
      website: '',
      product: 'ECM',
      lang: 'ru',
      recaptcha_type: 'v3',
      source_deal: 'landing',
      qbpm_pipeline: 'trial_funnel',
      utm_source: 'yandex',
      utm_campaign: 'ecm',
      source_url: 'http://localhost/',
    });
    // The submit events carry the form's analytics type.
    expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'event',
      eventCategory: 'trial',
      eventAction: 'submit',
      formType: 'Trial',
    });
    // The store's request state holds the answer until the visitor goes to another page.
    expect(requestState.get()).toMatchObject({
      sending: false,
      requestEnded: true,
      pending: false,
      status: 201,
      error: null,
      messageAnswer: { title: 'Запрос успешно отправлен!', subtitle: 'Проверьте вашу почту' },
    });
    act(() => mockRouteHandlers.get('routeChangeStart')!());
    // Cleared by the provider through a weak import of the store: a microtask later.
    await waitFor(() => expect(requestState.get()).toMatchObject({ pending: false, error: null, messageAnswer: null }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the service error for 10 seconds when sending fails, and keeps what was typed', async () => {
    jest.useFakeTimers();
    answer = () => reply(503, { error: 'down' });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await sendTrial(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Похоже, что в данный момент сервис не доступен' });
    expect(within(dialog).getByText('Попробуйте повторить попытку позже')).toBeInTheDocument();
    // A 5xx is retried once with the same key before giving up.
    const keys = calls
      .filter((c) => c.url.includes('/api/trial/'))
      .map((c) => (c.init.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(screen.getByLabelText('ФИО')).toHaveValue('Иван Петров');
    expect(logged).toHaveBeenCalledWith('Send to /api/trial/ failed. Message status 503');
    logged.mockRestore();
    expect(requestState.get()).toMatchObject({ status: 503, error: { status: 503, message: 'status 503' } });
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Closing the error dialog clears the request error (a microtask later: the provider's weak import).
    await act(async () => undefined);
    expect(requestState.get().error).toBeNull();
    jest.useRealTimers();
  });

  it('says the visitor is offline instead of blaming the service, and sends nothing', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    await sendTrial(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Нет подключения к интернету' });
    expect(within(dialog).getByText(/введённые данные сохранены/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/api/trial/'))).toHaveLength(0);
    expect(screen.getByLabelText('ФИО')).toHaveValue('Иван Петров');
    online.mockRestore();
  });

  it("titles a failed subscription 'Не удалось отправить запрос на подписку'", async () => {
    answer = () => reply(503, { error: 'down' });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderProvided('subscribe');
    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.ru');
    for (const box of screen.queryAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByRole('alertdialog', { name: 'Не удалось отправить запрос на подписку' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('suggests companies while typing and sends the chosen one as da_data', async () => {
    const user = userEvent.setup();
    renderProvided('question');
    await user.type(screen.getByLabelText('Компания или ИНН'), 'Сбер');
    const option = await screen.findByRole('option', { name: /ПАО Сбербанк/ });
    expect(option).toHaveTextContent('ИНН 7707083893, г Москва');
    const lookups = calls.filter((c) => c.url.includes('/api/company/'));
    // Debounced: one request for the whole word, not one per letter.
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.url).toContain('company=%D0%A1%D0%B1%D0%B5%D1%80');
    await user.click(option);
    expect(screen.getByLabelText('Компания или ИНН')).toHaveValue('ПАО Сбербанк');
    await user.type(screen.getByLabelText('ФИО'), 'Иван Петров');
    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.ru');
    await user.type(screen.getByLabelText('Телефон'), '89991234567');
    await user.type(screen.getByLabelText('Ваш вопрос'), 'Сколько стоит?');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Обратиться' }));
    await screen.findByRole('dialog', { name: 'Спасибо за обращение!' });
    const sent = calls.find((c) => c.url.includes('/api/question/'));
    const body = fields(sent!);
    expect(body.company).toBe('ПАО Сбербанк');
    expect(JSON.parse(body.da_data!)).toMatchObject({ value: 'ПАО Сбербанк' });
  });
});

function OpenButton({ kind }: { kind: 'demo' }) {
  const open = useOpenForm();
  return (
    <button type="button" onClick={() => open?.(kind)}>
      открыть {kind}
    </button>
  );
}

describe('spec forms drawn from their definitions', () => {
  it.each(['trial', 'demo', 'webinar', 'question', 'questionComment', 'download', 'partner', 'subscribe'] as const)(
    '%s: the fields of its definition in order, with the spec texts, and its checks',
    async (kind) => {
      const def = specDefinition(kind);
      const { container } = render(<LeadForm kind={kind} />);
      expect(screen.getByRole('heading', { name: def.title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: def.buttonText })).toBeDisabled();
      const names = [...container.querySelectorAll('input[name]:not([type="hidden"]), textarea[name], select[name]')].map((el) =>
        el.getAttribute('name'),
      );
      expect(names).toEqual([...def.fields.map((f) => f.name), 'website']);
      // Without scripts the browser posts it to its lead route, with the lead payload the page sets (lib/forms/plain-post.ts).
      const form = container.querySelector('form')!;
      expect(form).toHaveAttribute('method', 'post');
      expect(form.getAttribute('action')).toBe(`/ru/products/ecm${LEAD_ROUTES[kind]}`);
      const hidden = Object.fromEntries(
        [...container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((el) => [el.name, el.value]),
      );
      expect(hidden).toMatchObject({ product: 'ECM', source: 'site_ecm', lang: 'ru' });
      for (const f of def.fields) if (f.label) expect(screen.getByLabelText(f.label)).toHaveAttribute('name', f.name);
      if (def.fields.some((f) => f.name === 'position'))
        expect(screen.getByLabelText('Должность')).toHaveAttribute('autocomplete', 'organization-title');
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('E-mail'), 'ivan@');
      await user.tab();
      expect(await screen.findByText('Введите корректный E-mail')).toBeInTheDocument();
    },
  );
});

describe('forms provider', () => {
  it('opens a lead form in the popup named by its heading', async () => {
    const user = userEvent.setup();
    render(
      <FormsProvider>
        <OpenButton kind="demo" />
      </FormsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'открыть demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запросить демонстрацию' });
    expect(within(dialog).getByText('Заполните форму и мы проведем для вас презентацию продукта')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отправить' })).toBeDisabled();
    // The click is the spec's pop_up event, with the form's analytics type.
    expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'event',
      eventCategory: 'target',
      eventAction: 'pop_up',
      formType: 'Manager',
    });
  });
});
