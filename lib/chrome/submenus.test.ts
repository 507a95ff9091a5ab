/** @jest-environment jsdom */
import { bindSubmenus } from './submenus';

/** A header as site-header.tsx and desktop-nav.tsx render it: two groups, «Ещё» holding an entry for the second. */
function header() {
  document.body.innerHTML = `
    <header><nav><ul>
      <li data-top><button data-submenu="1" aria-controls="submenu-1" aria-expanded="false">A</button><div id="submenu-1" hidden></div></li>
      <li data-top data-overflowed><button data-submenu="2" aria-controls="submenu-2" aria-expanded="false">B</button><div id="submenu-2" hidden></div></li>
      <li data-more><button data-submenu="more" aria-controls="submenu-more" aria-expanded="false">Ещё</button>
        <div id="submenu-more" hidden><button data-submenu="2" aria-controls="submenu-2" aria-expanded="false">B</button></div></li>
    </ul></nav></header><p>outside</p>`;
  return document.querySelector('header')!;
}
const open = () => [...document.querySelectorAll('[id^="submenu-"]')].filter((p) => !(p as HTMLElement).hidden).map((p) => p.id);

describe('header submenus', () => {
  it('opens one at a time, writes it into buttons and panels, and closes it again', () => {
    const changes: boolean[] = [];
    const menus = bindSubmenus(header(), (o) => changes.push(o));
    menus.toggle('1');
    expect(open()).toEqual(['submenu-1']);
    expect(document.querySelector('button[data-submenu="1"]')!.getAttribute('aria-expanded')).toBe('true');
    menus.toggle('2');
    expect(open()).toEqual(['submenu-2']);
    expect([...document.querySelectorAll('button[data-submenu="2"]')].map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'true',
      'true',
    ]);
    menus.toggle('2');
    expect(open()).toEqual([]);
    expect(changes).toEqual([true, true, false]);
    menus.unbind();
  });

  it('closes on Escape, focusing «Ещё» for a group whose bar item does not fit, and on a press outside the menu', () => {
    const menus = bindSubmenus(header(), () => undefined);
    menus.toggle('more');
    menus.toggle('2');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(open()).toEqual([]);
    expect(document.activeElement).toBe(document.querySelector('button[data-submenu="more"]'));
    menus.toggle('1');
    document.querySelector('nav')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(open()).toEqual(['submenu-1']);
    document.querySelector('p')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(open()).toEqual([]);
    menus.unbind();
    menus.toggle('1');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(open()).toEqual(['submenu-1']);
  });
});
