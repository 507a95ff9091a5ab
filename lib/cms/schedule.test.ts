import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEDULED_COLLECTIONS } from './schedule';

describe('scheduled collections', () => {
  it('are exactly those the schema gives a publish_at', () => {
    const snapshot = readFileSync(join(process.cwd(), 'schema/snapshot.yaml'), 'utf8');
    const withSchedule = [...snapshot.matchAll(/^ {2}- collection: (\w+)\n {4}field: publish_at$/gm)].map((m) => m[1]);
    expect([...SCHEDULED_COLLECTIONS].sort()).toEqual(withSchedule.sort());
  });
});
