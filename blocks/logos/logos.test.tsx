import { render, screen, within } from '@testing-library/react';
import type { BlockLogosFragment } from '@/schema/generated/graphql';
import Logos from './index';

const logo = (id: string, description: string | null) => ({ id, width: 240, height: 80, title: 'logo-file.svg', description });

const block: BlockLogosFragment = {
  id: '1',
  title: 'Нам доверяют',
  items: [
    { id: '1', name: 'Ромашка', href: 'https://romashka.example', logo: logo('logo-1', null) },
    { id: '2', name: 'Василёк', href: null, logo: logo('logo-2', 'Логотип') },
    { id: '3', name: 'Лютик', href: null, logo: null },
    null,
    { id: '4', name: null, href: null, logo: logo('logo-4', null) },
  ],
};

describe('logos block', () => {
  it('shows the heading and one list item per named company', () => {
    render(<Logos block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Нам доверяют' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('names a linked logo by the company, whatever the image file says', () => {
    render(<Logos block={block} />);
    const link = screen.getByRole('link', { name: 'Ромашка' });
    expect(link).toHaveAttribute('href', 'https://romashka.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.querySelector('img')?.getAttribute('src')).toContain('logo-1');
  });

  it('leaves logos without a link as plain items', () => {
    render(<Logos block={block} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(within(screen.getAllByRole('listitem')[1]!).getByText('Василёк')).toBeInTheDocument();
  });

  it('hides the logo images themselves from assistive technology', () => {
    render(<Logos block={block} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the company name as text when there is no logo file', () => {
    render(<Logos block={block} />);
    expect(screen.getByText('Лютик')).not.toHaveClass('visually-hidden');
  });

  it('renders nothing without companies', () => {
    const { container } = render(<Logos block={{ ...block, items: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
