import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const stack = globalThis.__STACK__;
  if (!stack) return;
  await stack.site.stop();
  await stack.directus.stop();
  await stack.trialPlatform?.stop();
  rmSync(stack.dataDir, { recursive: true, force: true });
  rmSync(new URL(`../../${stack.distDir}`, import.meta.url), { recursive: true, force: true });
}
