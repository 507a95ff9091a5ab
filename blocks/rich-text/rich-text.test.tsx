import { render, screen } from '@testing-library/react';
import RichText from './index';
import { sanitizeItem } from '@/lib/html/sanitize-blocks';

const block = {
  id: '1',
  title: 'О продукте',
  content: '<p>Текст <strong>важный</strong></p><script>alert(1)</script><a href="https://example.com">сайт</a>',
};

describe('rich text block', () => {
  it('shows its heading and formatted text', () => {
    render(<RichText block={block} />);
    expect(screen.getByRole('heading', { name: 'О продукте' })).toBeInTheDocument();
    expect(screen.getByText('важный').tagName).toBe('STRONG');
  });

  it('shows text as the page data carries it: without scripts, outside links in a new tab', () => {
    const { container } = render(<RichText block={sanitizeItem('block_rich_text', block)} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'сайт' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'сайт' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
