import { render, screen } from '@testing-library/react';
import RichText from './index';

const block = {
  id: '1',
  anchor: null,
  toc_title: null,
  title: 'О продукте',
  content: '<p>Текст <strong>важный</strong></p><script>alert(1)</script><a href="https://example.com">сайт</a>',
};

describe('rich text block', () => {
  it('shows its heading and formatted text', () => {
    render(<RichText block={block} />);
    expect(screen.getByRole('heading', { name: 'О продукте' })).toBeInTheDocument();
    expect(screen.getByText('важный').tagName).toBe('STRONG');
  });

  it('drops scripts and opens outside links in a new tab', () => {
    const { container } = render(<RichText block={block} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'сайт' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'сайт' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
