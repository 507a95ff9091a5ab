import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBanner } from './cookie-banner';

describe('cookie notice', () => {
  beforeEach(() => window.localStorage.clear());

  it('links to the privacy policy and hides for good once accepted', async () => {
    const { unmount } = render(<CookieBanner />);
    const notice = screen.getByRole('region', { name: 'Уведомление о cookie' });
    expect(screen.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/privacy\/?$/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(notice).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookies-approved')).toBe('true');
    unmount();
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Уведомление о cookie' })).not.toBeInTheDocument();
  });
});
