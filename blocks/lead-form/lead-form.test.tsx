import { render, screen } from '@testing-library/react';
import type { BlockLeadFormFragment } from '@/schema/generated/graphql';
import LeadFormBlock from './index';

const base: BlockLeadFormFragment = {
  id: '1',
  form: null,
  form_kind: 'download',
  title: null,
  description: null,
  button_text: null,
  metric_actions: null,
  qbpm_pipeline: null,
  source_deal: null,
  success_title: null,
  success_text: null,
  file: null,
};

describe('lead form block', () => {
  // Rendered as after a client-side navigation (not hydrated): no server markup to keep, the form loads at once.
  // In the browser the form's code loads on demand (components/forms/deferred-lead-form.tsx).
  it('shows the chosen form with its default texts when the marketer set none', async () => {
    render(<LeadFormBlock block={base} />);
    expect(await screen.findByRole('form', { name: 'Скачать файл' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать PDF' })).toBeDisabled();
    expect(screen.getByLabelText('Должность')).toBeInTheDocument();
  });

  it('uses the texts set in the CMS', async () => {
    render(
      <LeadFormBlock
        block={{ ...base, form_kind: 'question', title: 'Остались вопросы?', description: 'Ответим за час', button_text: 'Спросить' }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Остались вопросы?' })).toBeInTheDocument();
    expect(screen.getByText('Ответим за час')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Спросить' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ваш вопрос')).toBeInTheDocument();
  });

  it('shows «Форма из конструктора» only once that form is published (unpublished, the site reads no form)', () => {
    const { container } = render(<LeadFormBlock block={{ ...base, form_kind: 'form', form: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the form of the site the marketer chose, whatever built form the block still holds', async () => {
    const built = { id: '9', name: 'Старая форма', title: 'Старая форма' } as unknown as NonNullable<BlockLeadFormFragment['form']>;
    render(<LeadFormBlock block={{ ...base, form_kind: 'question', title: 'Остались вопросы?', form: built }} />);
    expect(await screen.findByRole('heading', { name: 'Остались вопросы?' })).toBeInTheDocument();
    expect(screen.queryByText('Старая форма')).not.toBeInTheDocument();
  });

  it('renders nothing for a form kind it does not know', () => {
    const { container } = render(<LeadFormBlock block={{ ...base, form_kind: 'lottery' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
