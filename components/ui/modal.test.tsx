import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { lockScroll } from '@/lib/chrome/scroll-lock';
import { Modal } from './modal';

function Harness({ confirmClose, autoCloseMs }: { confirmClose?: string; autoCloseMs?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      {open && (
        <Modal labelledBy="t" onClose={() => setOpen(false)} confirmClose={confirmClose} autoCloseMs={autoCloseMs}>
          <h2 id="t">Форма</h2>
          <input aria-label="Имя" />
          <button type="button">Отправить</button>
        </Modal>
      )}
    </>
  );
}

const ASK = 'Вы действительно хотите закрыть форму?';

describe('modal', () => {
  afterEach(() => jest.restoreAllMocks());

  it('locks page scroll while open, moves focus inside, and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Форма' })).toHaveAttribute('aria-modal', 'true');
    expect(document.body).toHaveClass('scroll-locked');
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(opener).toHaveFocus();
  });

  it('shares the page lock with the menu and pads the body by the scrollbar, so the page does not shift', async () => {
    const user = userEvent.setup();
    jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    render(<Harness />);
    const unlockMenu = lockScroll(); // the mobile menu is open under the popup
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    // Closing the popup leaves the page locked for the menu, still padded.
    expect(document.body).toHaveClass('scroll-locked');
    expect(document.body.style.paddingRight).toBe('15px');
    // The fixed header pads itself by the same width.
    expect(document.documentElement.style.getPropertyValue('--scroll-lock-gap')).toBe('15px');
    unlockMenu();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(document.body.style.paddingRight).toBe('');
    expect(document.documentElement.style.getPropertyValue('--scroll-lock-gap')).toBe('');
  });

  it('asks before a backdrop click closes a form, and stays open when the visitor says no', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    render(<Harness confirmClose={ASK} />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(confirm).toHaveBeenCalledWith(ASK);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    confirm.mockReturnValue(true);
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close on a click inside the dialog', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    render(<Harness confirmClose={ASK} />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Имя' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape (after the same confirmation for a form)', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    render(<Harness confirmClose={ASK} />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes by itself after its timeout (the answer popup: 3000 ms)', () => {
    jest.useFakeTimers();
    render(<Harness autoCloseMs={3000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
