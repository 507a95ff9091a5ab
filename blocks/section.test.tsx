import { render, screen } from '@testing-library/react';
import { BlockSection } from './section';

describe('block section', () => {
  it('puts the heading above the content, labelling what names it by id', () => {
    const { container } = render(
      <BlockSection title="Вопросы" headingId="faq-heading" aria-label="Блок">
        <p>Содержимое</p>
      </BlockSection>,
    );
    const section = container.querySelector('section')!;
    expect(section).toHaveAttribute('aria-label', 'Блок');
    expect(screen.getByRole('heading', { level: 2, name: 'Вопросы' })).toHaveAttribute('id', 'faq-heading');
    expect(section.querySelector('.container')?.textContent).toBe('ВопросыСодержимое');
  });

  it('has no heading without a title, and no intro when title and text are both empty', () => {
    const { container } = render(
      <BlockSection title={null} text={null}>
        <p>Содержимое</p>
      </BlockSection>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('.container')?.children).toHaveLength(1);
  });

  it('sets an intro text under the heading, or alone when the title is empty', () => {
    const { rerender } = render(
      <BlockSection title="Шаги" text="Как начать">
        <ol />
      </BlockSection>,
    );
    expect(screen.getByRole('heading', { name: 'Шаги' }).nextElementSibling?.textContent).toBe('Как начать');
    rerender(
      <BlockSection title="" text="Как начать">
        <ol />
      </BlockSection>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Как начать').tagName).toBe('P');
  });

  it('takes a block’s own classes instead of the shared ones', () => {
    const { container } = render(
      <BlockSection title="Логотипы" classes={{ section: 'own-section', title: 'own-title' }}>
        <ul />
      </BlockSection>,
    );
    expect(container.querySelector('section')).toHaveClass('own-section');
    expect(screen.getByRole('heading')).toHaveClass('own-title');
  });
});
