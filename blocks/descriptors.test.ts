import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlockDescriptor } from './describe.mjs';
import { registry } from './registry';
import { buttonFields } from '@/components/action-button';

const folders = readdirSync(__dirname, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(__dirname, d.name, 'block.mjs')))
  .map((d) => d.name);

const descriptorOf = async (name: string): Promise<BlockDescriptor> => (await import(`./${name}/block.mjs`)).default;

describe('block descriptors (blocks/<name>/block.mjs)', () => {
  it('exist for every block the site renders', async () => {
    const collections = await Promise.all(folders.map(async (name) => (await descriptorOf(name)).collection));
    expect(collections.sort()).toEqual(Object.keys(registry).sort());
  });

  // Marking a field is a choice the descriptor states: a block that marks none opens in the Visual
  // Editor as a whole. A list's items are marked as items of their own collection (`edit(field, item)`),
  // which the descriptor does not list.
  it.each(folders)('%s names exactly the fields its component marks for the Visual Editor', async (name) => {
    const source = readdirSync(join(__dirname, name))
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => readFileSync(join(__dirname, name, file), 'utf8'))
      .join('\n');
    // `edit('field')`, `edit(['a', 'b'])` and a button's `edit(buttonFields('prefix'))` in the block's own
    // code, and the heading and intro BlockSection marks when given.
    const marked = new Set([
      ...[...source.matchAll(/\bedit\(\s*'(\w+)'\s*\)/g)].map((m) => m[1]),
      ...[...source.matchAll(/\bedit\(\s*\[([^\]]*)\]\s*\)/g)].flatMap((m) => [...m[1]!.matchAll(/'(\w+)'/g)].map((f) => f[1])),
      ...[...source.matchAll(/\bedit\(\s*buttonFields\('(\w+)'\)\s*\)/g)].flatMap((m) => buttonFields(m[1]!)),
    ]);
    for (const [, props] of source.matchAll(/<BlockSection\b([^>]*)>/g))
      for (const field of ['title', 'text']) if (new RegExp(`\\b${field}=`).test(props!)) marked.add(field);
    expect([...(await descriptorOf(name)).editable].sort()).toEqual([...marked].sort());
  });
});
