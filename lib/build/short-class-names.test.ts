import { applyShortClassNames, shortClassName } from './short-class-names.mjs';

describe('short class names of CSS modules', () => {
  const at = (file: string) => ({ resourcePath: `${process.cwd()}/${file}` });

  it('names a class by its file and name: the same in every build, distinct across files and classes', () => {
    const title = shortClassName(at('blocks/hero/hero.module.css'), '', 'title');
    expect(title).toMatch(/^_[A-Za-z0-9_-]{6}$/);
    expect(shortClassName(at('blocks/hero/hero.module.css'), '', 'title')).toBe(title);
    expect(shortClassName(at('blocks/cta/cta.module.css'), '', 'title')).not.toBe(title);
    expect(shortClassName(at('blocks/hero/hero.module.css'), '', 'text')).not.toBe(title);
  });

  it("sets it on the css-loaders of CSS modules only, wherever they are in Next's rules", () => {
    const modules = { loader: '/x/node_modules/next/dist/build/webpack/loaders/css-loader/src/index.js', options: { modules: {} } };
    const global = { loader: '/x/node_modules/next/dist/build/webpack/loaders/css-loader/src/index.js', options: {} };
    const other = { loader: '/x/node_modules/next/dist/build/webpack/loaders/postcss-loader/src/index.js', options: { modules: {} } };
    const rules: unknown[] = [{ oneOf: [{ use: [modules, other] }, { use: [global] }] }];
    rules.push(rules); // webpack configurations may refer back to themselves
    applyShortClassNames(rules);
    expect(modules.options.modules).toEqual({ getLocalIdent: shortClassName });
    expect(other.options.modules).toEqual({});
    expect(global.options).toEqual({});
  });
});
