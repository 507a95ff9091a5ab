import { answerWithoutCode, showFailureDialog } from './dialog-fallback';
import { ERROR_MODAL_MS } from '@/lib/forms/texts';

describe('a tap whose popup code cannot load', () => {
  const answers = (reloaded: boolean) => ({ follow: jest.fn(), reload: jest.fn(() => reloaded), fail: jest.fn() });
  const element = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('[data-tapped]')!;
  };

  it("follows a lead button's link to its form's page, with the page it came from, whatever the reload guard would do", () => {
    const act = answers(false);
    const link = element(
      '<a href="/ru/products/ecm/forms/demo/?from=%2Farchiving%2F" role="button" data-action="open-form" data-form="demo"><span data-tapped>Запросить демонстрацию</span></a>',
    );
    answerWithoutCode(link, act);
    expect(act.follow).toHaveBeenCalledWith('/ru/products/ecm/forms/demo/?from=%2Farchiving%2F');
    expect(act.reload).not.toHaveBeenCalled();
    expect(act.fail).not.toHaveBeenCalled();
  });

  it('loads the page again for an element with no page of its own («Войти»), where the guard allows it', () => {
    const act = answers(true);
    answerWithoutCode(element('<button type="button" data-action="open-form" data-form="login" data-tapped>Войти</button>'), act);
    expect(act.reload).toHaveBeenCalledTimes(1);
    expect(act.fail).not.toHaveBeenCalled();
    expect(act.follow).not.toHaveBeenCalled();
  });

  it('shows the failure dialog when the page may not be loaded again, or nothing was named as tapped', () => {
    for (const opener of [element('<button type="button" data-tapped>Войти</button>'), undefined]) {
      const act = answers(false);
      answerWithoutCode(opener, act);
      expect(act.fail).toHaveBeenCalledTimes(1);
      expect(act.follow).not.toHaveBeenCalled();
    }
  });
});

describe('the failure dialog', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the spec's texts as an alert dialog, locks the page, and closes by itself after 10 seconds, giving the focus back", () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<button type="button">Войти</button>';
    const login = document.querySelector('button')!;
    login.focus();
    showFailureDialog();
    const dialog = document.querySelector<HTMLDialogElement>('dialog[role="alertdialog"]')!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Похоже, что в данный момент сервис не доступен',
    );
    expect(dialog.textContent).toContain('Попробуйте повторить попытку позже');
    expect(document.activeElement).toBe(dialog.querySelector('button[aria-label="Закрыть"]'));
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
    jest.advanceTimersByTime(ERROR_MODAL_MS - 1);
    expect(dialog.open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(dialog.isConnected).toBe(false);
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
    expect(document.activeElement).toBe(login);
  });

  it('closes by its ×, and a second one replaces the first', () => {
    document.body.innerHTML = '';
    showFailureDialog();
    showFailureDialog();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    document.querySelector<HTMLButtonElement>('dialog button')!.click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });
});
