import { BLOCK_CATALOGUE } from '@/schema/block-catalogue.mjs';
import { registry } from './registry';

describe('the block catalogue', () => {
  it('describes every block the site renders, once, with a name and a purpose', () => {
    expect(BLOCK_CATALOGUE.map((b) => b.collection).sort()).toEqual(Object.keys(registry).sort());
    for (const b of BLOCK_CATALOGUE) {
      expect(b.label.length).toBeGreaterThan(2);
      expect(b.purpose.length).toBeGreaterThan(20);
    }
  });
});
