import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockFaqFragment } from '@/schema/generated/graphql';
import Faq from './index';
import { sanitizeItem } from '@/lib/html/sanitize-blocks';

const block: BlockFaqFragment = {
  id: '1',
  title: 'Частые вопросы',
  items: [
    { id: '1', question: 'Можно ли установить систему у себя?', answer: '<p>Да, <strong>on-premise</strong> поставка.</p>' },
    { id: '2', question: 'Есть ли пробный период?', answer: '<p>30 дней.</p><script>alert(1)</script>' },
    null,
    { id: '3', question: null, answer: '<p>Ответ без вопроса</p>' },
  ],
};

describe('faq block', () => {
  it('shows the heading and every question as a collapsed button', () => {
    render(<Faq block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Частые вопросы' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Можно ли установить систему у себя?', 'Есть ли пробный период?']);
    buttons.forEach((button) => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('puts each question inside a level 3 heading', () => {
    render(<Faq block={block} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Есть ли пробный период?' })).toBeInTheDocument();
  });

  it('opens the answer when its question is clicked', async () => {
    render(<Faq block={block} />);
    const question = screen.getByRole('button', { name: 'Можно ли установить систему у себя?' });
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Можно ли установить систему у себя?' });
    expect(answer).toBeVisible();
    expect(question).toHaveAttribute('aria-controls', answer.id);
    expect(screen.getByText('on-premise').tagName).toBe('STRONG');
  });

  it('closes an open answer when its question is clicked again', async () => {
    render(<Faq block={block} />);
    const question = screen.getByRole('button', { name: 'Есть ли пробный период?' });
    await userEvent.click(question);
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('30 дней.')).not.toBeVisible();
  });

  it('keeps other answers closed when one is opened', async () => {
    render(<Faq block={block} />);
    await userEvent.click(screen.getByRole('button', { name: 'Есть ли пробный период?' }));
    expect(screen.getByRole('button', { name: 'Можно ли установить систему у себя?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('can be operated from the keyboard', async () => {
    render(<Faq block={block} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Можно ли установить систему у себя?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Можно ли установить систему у себя?' })).toBeVisible();
  });

  it('shows answers as the page data carries them: without scripts', () => {
    const { container } = render(<Faq block={sanitizeItem('block_faq', block)} />);
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(container.innerHTML).not.toContain('alert(1)');
  });

  it('renders nothing when there are no questions', () => {
    const { container } = render(<Faq block={{ ...block, items: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
