import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { askAgain } from '@/lib/analytics/consent';
import { CookieBanner } from './cookie-banner';

describe('cookie notice', () => {
  beforeEach(() => window.localStorage.clear());

  it('links to the privacy policy and hides for good once accepted', async () => {
    const { unmount } = render(<CookieBanner />);
    const notice = screen.getByRole('region', { name: 'Уведомление о cookie' });
    expect(screen.getByRole('link', { name: 'политике конфиденциальности' })).toHaveAttribute('href', '/ru/products/ecm/privacy/');
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(notice).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookies-approved')).toBe('true');
    unmount();
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Уведомление о cookie' })).not.toBeInTheDocument();
  });

  it('keeps room for itself at the page’s bottom while it shows, and gives it back once answered', async () => {
    const room = () => document.documentElement.style.getPropertyValue('--cookie-banner-room');
    render(<CookieBanner />);
    expect(room()).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(room()).toBe('');
  });

  it('remembers a refusal too, under the same key', async () => {
    const { unmount } = render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(screen.queryByRole('region', { name: 'Уведомление о cookie' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookies-approved')).toBe('false');
    unmount();
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Уведомление о cookie' })).not.toBeInTheDocument();
  });

  it('asks again when the visitor opens the cookie settings, so an earlier choice can be changed', async () => {
    window.localStorage.setItem('cookies-approved', 'false');
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Уведомление о cookie' })).not.toBeInTheDocument();
    act(() => askAgain());
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(window.localStorage.getItem('cookies-approved')).toBe('true');
  });
});
