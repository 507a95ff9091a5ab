import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockCtaFragment } from '@/schema/generated/graphql';
import { FormPopupContext } from '@/components/forms/form-popup-context';
import Cta from './index';

const base: BlockCtaFragment = {
  id: '1',
  title: 'Попробуйте бесплатно',
  text: '30 дней без ограничений',
  variant: 'accent',
  button_label: 'Начать',
  button_href: '/trial/',
  button_form: null,
  button_page: null,
};

describe('call to action block', () => {
  it('shows its heading, text and a link button', () => {
    render(<Cta block={base} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Попробуйте бесплатно' })).toBeInTheDocument();
    expect(screen.getByText('30 дней без ограничений')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Начать' })).toHaveAttribute('href', '/ru/products/ecm/trial/');
  });

  it("leads to the chosen page's path, with the anchor typed beside it", () => {
    render(<Cta block={{ ...base, button_page: { path: '/prices/' }, button_href: '#saas' }} />);
    expect(screen.getByRole('link', { name: 'Начать' })).toHaveAttribute('href', '/ru/products/ecm/prices/#saas');
  });

  it('opens the chosen lead form instead of following the link', async () => {
    const openForm = jest.fn();
    render(
      <FormPopupContext.Provider value={openForm}>
        <Cta block={{ ...base, button_form: 'demo' }} />
      </FormPopupContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Начать' }));
    expect(openForm).toHaveBeenCalledWith('demo', expect.any(HTMLElement));
  });

  it('uses a white button on the accent box and an accent button on dark and light boxes', () => {
    const { rerender } = render(<Cta block={base} />);
    expect(screen.getByRole('link', { name: 'Начать' })).toHaveClass('btn--white');
    rerender(<Cta block={{ ...base, variant: 'dark' }} />);
    expect(screen.getByRole('link', { name: 'Начать' })).toHaveClass('btn--accent');
    rerender(<Cta block={{ ...base, variant: 'light' }} />);
    expect(screen.getByRole('link', { name: 'Начать' })).toHaveClass('btn--accent');
  });

  it('falls back to the accent look for an unknown variant', () => {
    const { container } = render(<Cta block={{ ...base, variant: 'neon' }} />);
    expect(container.querySelector('[data-variant]')).toHaveAttribute('data-variant', 'accent');
  });

  it('leaves out the text and the button when they are empty', () => {
    render(<Cta block={{ ...base, text: null, button_label: null }} />);
    expect(screen.getByRole('heading', { name: 'Попробуйте бесплатно' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('30 дней без ограничений')).not.toBeInTheDocument();
  });

  it('renders nothing when the block has no content at all', () => {
    const { container } = render(<Cta block={{ ...base, title: null, text: null, button_label: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
