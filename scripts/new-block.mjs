// `npm run new:block <name> -- --label "Отзывы клиентов" [--purpose "…"] [--island]`: writes a
// working block folder, blocks/<name>/, with one sample field besides the heading (a text). Then
// `npm run block:sync` (the schema, the generated lists and types) and the block is on the page
// builder's list. Every file it writes is the block's own: nothing outside the folder is edited.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { label: { type: 'string' }, purpose: { type: 'string' }, island: { type: 'boolean', default: false } },
});
const name = positionals[0];
const usage = 'npm run new:block <name> -- --label "Название блока" [--purpose "Для чего блок"] [--island]';
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || !values.label) {
  console.error(`Usage: ${usage}\n<name>: lower-case Latin letters, digits and hyphens (testimonials, price-list).`);
  process.exit(1);
}
const root = new URL('..', import.meta.url).pathname;
const blocksDir = join(root, 'blocks');
const dir = join(blocksDir, name);
if (existsSync(dir)) {
  console.error(`blocks/${name}/ exists already.`);
  process.exit(1);
}

const collection = `block_${name.replaceAll('-', '_')}`;
const pascal = name.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
const label = values.label;
// The catalogue's text and the collection's note in the admin: say what the block is for.
const purpose = values.purpose ?? `Блок «${label}»: заголовок и текст под ним.`;
const behaviour = values.island ? 'island' : 'static';
// After the last block of the catalogue.
let order = 0;
for (const other of readdirSync(blocksDir)) {
  const file = join(blocksDir, other, 'block.mjs');
  if (existsSync(file)) order = Math.max(order, (await import(pathToFileURL(file).href)).default.order);
}
const q = JSON.stringify;

const files = {
  'block.mjs': `import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: ${q(collection)},
  label: ${q(label)},
  purpose: ${q(purpose)},
  order: ${order + 10},
  behaviour: ${q(behaviour)},
  // BlockSection marks the heading and the intro for the Visual Editor.
  editable: ['title', 'text'],
});
`,
  'collection.mjs': `import { f } from '../../schema/model/dsl.mjs';
import { headedBlock } from '../_headed.mjs';

// The block's fields in Directus (schema/model/dsl.mjs); its name and note come from block.mjs.
export default headedBlock(${q(collection)}, {
  icon: 'widgets',
  fields: [f.text('text', { label: 'Текст' })],
});
`,
  [`${name}.graphql`]: `# What a page reads of the block (id, anchor and toc_title are added for every block).
fragment Block${pascal} on ${collection} {
  id
  title
  text
}
`,
  'index.tsx': `import type { Block${pascal}Fragment } from '@/schema/generated/graphql';
import { BlockSection } from '../section';
import styles from './${name}.module.css';

export default function ${pascal}({ block }: { block: Block${pascal}Fragment }) {
  if (!block.title && !block.text) return null;
  return (
    <BlockSection title={block.title} text={block.text}>
      <div className={styles.body} />
    </BlockSection>
  );
}
`,
  [`${name}.module.css`]: `.body:empty {
  display: none;
}
`,
  'sample.ts': `// One block with every field filled, as a page's data brings it (blocks/samples.ts).
import type { BlockSample } from '../samples';

const sample: BlockSample<${q(collection)}> = {
  __typename: ${q(collection)},
  ...{ id: '1', anchor: null, toc_title: null },
  ...{ title: ${q(label)}, text: 'Текст блока' },
};

export default sample;
`,
  [`${name}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import ${pascal} from './index';
import sample from './sample';

describe(${q(`${label} block`)}, () => {
  it('shows its heading and text', () => {
    render(<${pascal} block={sample} />);
    expect(screen.getByRole('heading', { level: 2, name: sample.title! })).toBeInTheDocument();
    expect(screen.getByText(sample.text!)).toBeInTheDocument();
  });

  it('renders nothing without a heading and a text', () => {
    const { container } = render(<${pascal} block={{ ...sample, title: null, text: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
`,
};

mkdirSync(dir);
for (const [file, text] of Object.entries(files)) {
  const path = join(dir, file);
  writeFileSync(path, await prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path }));
}
console.log(`Wrote blocks/${name}/: ${Object.keys(files).join(', ')}.
Next: \`npm run block:sync\` (schema, generated lists and types), then \`npm run format\` after your edits.
A picture for the block catalogue: node scripts/block-screenshots.mjs --only ${collection} (with \`npm start\` running).`);
