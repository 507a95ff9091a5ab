import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuiltForm } from './built-form';

jest.setTimeout(30_000);

type Call = { url: string; body: Record<string, string> };
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
const calls: Call[] = [];
// The lead the form's first step makes: the API's answer, and the fields by which each later step
// sends its answers to that same lead.
const LEAD_ID = '00000000-0000-4000-8000-000000000009';
const LEAD_MADE = { data: { id: LEAD_ID, update_token: 'tok' } };
const TO_THE_LEAD = { lead_id: LEAD_ID, token: 'tok' };

const FORM = {
  id: 5,
  version: 2,
  title: 'Расскажите о вашей СЭД',
  success_title: 'Спасибо!',
  fields: [
    { type: 'text', name: 'fio', label: 'ФИО', required: true, rule: 'min_length', rule_value: '3', step: 1 },
    { type: 'select', name: 'sed', label: 'Какая СЭД у вас сейчас?', required: true, options: 'none | Нет\nother | Другая', step: 1 },
    { type: 'text', name: 'sed_name', label: 'Какая именно?', required: true, show_when_field: 'sed', show_when_value: 'other', step: 1 },
    { type: 'agreement', name: 'agree', required: true, step: 1 },
    { type: 'phone', name: 'phone', label: 'Телефон', required: true, step: 2 },
    { type: 'hidden', name: 'campaign', source: 'utm_campaign', step: 1 },
  ],
};

beforeEach(() => {
  calls.length = 0;
  window.localStorage.clear();
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = Object.fromEntries([...(init?.body as FormData)].map(([k, v]) => [k, String(v)]));
    calls.push({ url: String(url), body });
    return reply(body.form_step === '1' ? 201 : 200, LEAD_MADE);
  }) as typeof fetch;
});

describe('a built form', () => {
  it('shows a field under a condition only for its value, and sends step 1, then step 2 to the same lead', async () => {
    const user = userEvent.setup();
    render(<BuiltForm form={FORM} />);
    expect(screen.getByRole('heading', { name: 'Расскажите о вашей СЭД' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Какая именно?')).toBeNull();
    expect(screen.queryByLabelText('Телефон')).toBeNull();
    await user.type(screen.getByLabelText('ФИО'), 'Иван Петров');
    await user.selectOptions(screen.getByLabelText('Какая СЭД у вас сейчас?'), 'other');
    await user.type(screen.getByLabelText('Какая именно?'), 'Директум');
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    await screen.findByLabelText('Телефон');
    expect(screen.getByText('Шаг 2 из 2')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('/api/form/?id=5');
    expect(calls[0]!.body).toMatchObject({
      fio: 'Иван Петров',
      sed: 'other',
      sed_name: 'Директум',
      agree: 'true',
      form_version: '2',
      form_step: '1',
    });
    // The hidden field is the site's: the browser never sends it.
    expect(calls[0]!.body).not.toHaveProperty('campaign');
    // Kept for a return: the lead and its key, the choice made; nothing typed.
    const kept = window.localStorage.getItem('ecm.form.5.progress')!;
    expect(JSON.parse(kept)).toMatchObject({
      leadId: LEAD_ID,
      token: 'tok',
      step: 2,
      choices: { sed: 'other' },
    });
    expect(kept).not.toContain('Иван');

    await user.type(screen.getByLabelText('Телефон'), '+7 999 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByText('Спасибо!');
    expect(calls[1]!.body).toMatchObject({ phone: '+7 999 123-45-67', form_step: '2', ...TO_THE_LEAD });
    expect(calls[1]!.body).not.toHaveProperty('fio');
    expect(window.localStorage.getItem('ecm.form.5.progress')).toBeNull();
  });

  it('goes back from step 2 with «Назад», the answers still there, and a changed step 1 updates the same lead', async () => {
    const user = userEvent.setup();
    render(<BuiltForm form={FORM} />);
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();
    await user.type(screen.getByLabelText('ФИО'), 'Иван Петров');
    await user.selectOptions(screen.getByLabelText('Какая СЭД у вас сейчас?'), 'none');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await screen.findByLabelText('Телефон');

    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByText('Шаг 1 из 2')).toBeInTheDocument();
    expect(screen.getByLabelText('ФИО')).toHaveValue('Иван Петров');
    await user.clear(screen.getByLabelText('ФИО'));
    await user.type(screen.getByLabelText('ФИО'), 'Иван Сидоров');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await screen.findByLabelText('Телефон');
    expect(calls[1]!.body).toMatchObject({ fio: 'Иван Сидоров', form_step: '1', ...TO_THE_LEAD });
  });

  it('opens at the step left unfinished in this browser', () => {
    window.localStorage.setItem(
      'ecm.form.5.progress',
      JSON.stringify({
        leadId: LEAD_ID,
        token: 'tok',
        step: 2,
        choices: { sed: 'other' },
        savedAt: Date.now(),
      }),
    );
    render(<BuiltForm form={FORM} />);
    expect(screen.getByLabelText('Телефон')).toBeInTheDocument();
    expect(screen.queryByLabelText('ФИО')).toBeNull();
  });

  it('asks a progressive field instead of one this browser already sent', () => {
    window.localStorage.setItem('ecm.forms.known', JSON.stringify(['company']));
    render(
      <BuiltForm
        form={{
          ...FORM,
          fields: [
            { type: 'text', name: 'company', label: 'Компания', required: true },
            { type: 'text', name: 'position', label: 'Должность', required: true, progressive: true },
          ],
        }}
      />,
    );
    expect(screen.queryByLabelText('Компания')).toBeNull();
    expect(screen.getByLabelText('Должность')).toBeInTheDocument();
  });

  it('takes a file: says at once that one is too big or of a wrong type, shows the chosen one, sends it as a file part', async () => {
    const sent: FormData[] = [];
    global.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      sent.push(init?.body as FormData);
      return reply(201, LEAD_MADE);
    }) as typeof fetch;
    // `upload` would skip a file its `accept` does not name: the wrong type must reach the form to be refused.
    const user = userEvent.setup({ applyAccept: false });
    render(
      <BuiltForm
        form={{
          id: 6,
          version: 1,
          title: 'Карточка предприятия',
          success_title: 'Спасибо!',
          fields: [
            { type: 'file', name: 'card', label: 'Карточка', required: true, max_mb: 1 },
            { type: 'agreement', name: 'agree', required: true },
          ],
        }}
      />,
    );
    const input = screen.getByLabelText('Карточка');
    expect(screen.getByText('PDF, PNG, JPEG, WebP, до 1 МБ')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Файл больше 1 МБ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Приложите файл PDF, PNG, JPEG, WebP')).toBeInTheDocument();
    const pdf = new File(['%PDF-1.4'], 'Карточка.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    expect(await screen.findByText('Выбран файл: Карточка.pdf (1 КБ)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByText('Спасибо!');
    const part = sent[0]!.get('card');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('Карточка.pdf');
  });

  it('sends a file of step 2 with that step, as a file part, to the lead of step 1', async () => {
    const sent: FormData[] = [];
    global.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      sent.push(init?.body as FormData);
      return reply(sent.length === 1 ? 201 : 200, LEAD_MADE);
    }) as typeof fetch;
    const user = userEvent.setup();
    render(
      <BuiltForm
        form={{
          id: 7,
          version: 1,
          title: 'Реквизиты',
          success_title: 'Спасибо!',
          fields: [
            { type: 'email', name: 'email', label: 'E-mail', required: true, step: 1 },
            { type: 'file', name: 'scan', label: 'Скан', required: true, max_mb: 1, step: 2 },
          ],
        }}
      />,
    );
    expect(screen.queryByLabelText('Скан')).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.com');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.upload(await screen.findByLabelText('Скан'), new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByText('Спасибо!');
    expect(sent[0]!.get('scan')).toBeNull();
    expect(sent[1]!.get('scan')).toBeInstanceOf(File);
    expect(sent[1]!.get('form_step')).toBe('2');
    expect(sent[1]!.get('lead_id')).toBe(LEAD_ID);
  });

  it('in the admin’s preview: every step opens, conditions are live, «Далее» checks the step, and nothing is sent or kept', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('ecm.forms.known', JSON.stringify(['fio']));
    render(<BuiltForm form={FORM} preview />);
    await user.click(screen.getByRole('button', { name: 'Шаг 2' }));
    expect(screen.getByLabelText('Телефон')).toBeInTheDocument();
    expect(screen.queryByLabelText('ФИО')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Шаг 1' }));
    // As a first visit: what this browser sent before does not change the preview.
    await user.type(screen.getByLabelText('ФИО'), 'Иван Петров');
    expect(screen.queryByLabelText('Какая именно?')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Какая СЭД у вас сейчас?'), 'other');
    expect(screen.getByLabelText('Какая именно?')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Какая именно?'), 'Директум');
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.type(await screen.findByLabelText('Телефон'), '+7 999 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByText('Спасибо!');
    expect(calls).toEqual([]);
    expect(window.localStorage.getItem('ecm.form.5.progress')).toBeNull();
    expect(window.localStorage.getItem('ecm.forms.known')).toBe(JSON.stringify(['fio']));
  });
});
