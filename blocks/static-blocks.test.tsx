import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { SiteContext } from '@/components/layout/site-context';
import { FormPopupContext } from '@/components/forms/form-popup-context';
import { registry, type BlockItem } from './registry';
import { BLOCK_BEHAVIOUR } from './static-blocks';
import { STATIC_BLOCK_FIXTURES } from './static-blocks.fixtures';
import { RenderBlocks, type RenderedBlock } from '@/view/render-blocks';

// Hooks that give a component behaviour of its own: state, effects, refs to its elements.
// useContext, useId and useCallback (useEditable) are fine: they render the same HTML each time.
const BEHAVIOUR_HOOKS = [
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useRef',
  'useImperativeHandle',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useActionState',
  'useOptimistic',
] as const;

// What the kept HTML's listener (components/layout/static-html.tsx' keptHtmlEvents) stands in for: links
// (in-app navigation, prefetch when pointed at) and buttons that open a form by their data-form.
const DELEGATED = 'a[href], button[data-action="open-form"][data-form]';

const staticTypes = Object.entries(BLOCK_BEHAVIOUR).flatMap(([type, b]) => (b === 'static' ? [type] : []));
// The module every component calls its hooks on (the test's own `import * as` is a copy).
const ReactModule = jest.requireActual<typeof React>('react');

// The block components themselves, not their islands (whose loader holds state of its own).
const components = new Map<string, React.ComponentType<{ block: BlockItem }>>();
const Block = (type: string) => components.get(type)!;
beforeAll(async () => {
  for (const type of [...staticTypes, 'block_tabs'])
    components.set(
      type,
      ((await import(`./${type.slice('block_'.length).replace(/_/g, '-')}`)) as { default: React.ComponentType<{ block: BlockItem }> })
        .default,
    );
});

function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SiteContext.Provider value={{ assetsUrl: 'https://cms.example', preview: false, productName: 'ЕСМ' }}>
      <FormPopupContext.Provider value={() => undefined}>{children}</FormPopupContext.Provider>
    </SiteContext.Provider>
  );
}

/** The React props of a DOM element (React keeps them on the node). */
function reactProps(el: Element): Record<string, unknown> {
  const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
  return key ? (el as unknown as Record<string, Record<string, unknown>>)[key]! : {};
}

afterEach(() => jest.restoreAllMocks());

describe('static blocks (blocks/static-blocks.ts)', () => {
  it('have a fixture each, and every block collection is classified', () => {
    expect(Object.keys(STATIC_BLOCK_FIXTURES).sort()).toEqual(staticTypes.sort());
    expect(Object.keys(BLOCK_BEHAVIOUR).sort()).toEqual(Object.keys(registry).sort());
  });

  it.each(staticTypes)('%s renders without state, effects or refs', (type) => {
    const spies = BEHAVIOUR_HOOKS.filter((h) => h in ReactModule).map((h) => jest.spyOn(ReactModule, h));
    const { container } = render(
      <Providers>
        {React.createElement(Block(type), { block: STATIC_BLOCK_FIXTURES[type as keyof typeof STATIC_BLOCK_FIXTURES] })}
      </Providers>,
    );
    expect(container.innerHTML).not.toBe('');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it.each(staticTypes)('%s binds handlers only where the kept HTML stands in for them', (type) => {
    const { container } = render(
      <Providers>
        {React.createElement(Block(type), { block: STATIC_BLOCK_FIXTURES[type as keyof typeof STATIC_BLOCK_FIXTURES] })}
      </Providers>,
    );
    const handled = [...container.querySelectorAll('*')].filter((el) =>
      Object.entries(reactProps(el)).some(([name, value]) => /^on[A-Z]/.test(name) && typeof value === 'function'),
    );
    for (const el of handled) expect(el.matches(DELEGATED) ? '' : el.outerHTML).toBe('');
  });

  it('the check catches a block with behaviour', () => {
    // The same checks on the tabs block (an island): it uses state and binds its own handlers.
    const spy = jest.spyOn(ReactModule, 'useState');
    const { container } = render(
      <Providers>
        {React.createElement(Block('block_tabs'), {
          block: {
            __typename: 'block_tabs',
            id: '1',
            anchor: null,
            toc_title: null,
            title: null,
            items: [{ id: '1', label: 'Один', content: '<p>1</p>', image: null }],
          },
        })}
      </Providers>,
    );
    expect(spy).toHaveBeenCalled();
    const handled = [...container.querySelectorAll('*')].filter((el) => typeof reactProps(el).onClick === 'function');
    expect(handled.some((el) => !el.matches(DELEGATED))).toBe(true);
  });
});

describe('a static block in the page (view/render-blocks.tsx)', () => {
  const html =
    '<section><a href="/ru/products/ecm/archiving/">Архив</a><button type="button" class="btn" data-action="open-form" data-form="demo">Демо</button></section>';
  const blocks: RenderedBlock[] = [{ id: '1', collection: 'block_cta', item: { ...STATIC_BLOCK_FIXTURES.block_cta, anchor: 'cta' }, html }];

  it('keeps the HTML the page brings, without the block code, and opens the form its button names', () => {
    const openForm = jest.fn();
    const { container } = render(
      <FormPopupContext.Provider value={openForm}>
        <RenderBlocks blocks={blocks} />
      </FormPopupContext.Provider>,
    );
    const wrapper = container.querySelector('#cta')!;
    expect(wrapper.innerHTML).toBe(html);
    expect(wrapper.hasAttribute('data-island')).toBe(false);
    expect(wrapper.getAttribute('data-static-block')).toBe('block_cta');
    fireEvent.click(wrapper.querySelector('button')!);
    expect(openForm).toHaveBeenCalledWith('demo', expect.any(HTMLElement));
  });

  it('hydrates without touching the server HTML', async () => {
    const tree = (
      <FormPopupContext.Provider value={() => undefined}>
        <RenderBlocks blocks={blocks} />
      </FormPopupContext.Provider>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(tree);
    document.body.append(root);
    const button = root.querySelector('button');
    const errors = jest.spyOn(console, 'error');
    const recovered = jest.fn();
    await act(async () => void hydrateRoot(root, tree, { onRecoverableError: recovered }));
    expect(recovered).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(root.querySelector('button')).toBe(button);
    root.remove();
  });
});
