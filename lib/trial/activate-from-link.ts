// The trial activation behind the link in the e-mail, apart from its block so it can be tested.
import { trialApi } from './trial-api';

export type ActivationState =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; name: string; description: string } | { kind: 'failed' };

/**
 * `?hash=` is checked and then activated (under the id the check returns, if any); `?id=` is
 * activated directly. Without either, nothing happens: the page is an ordinary page then.
 */
export async function activateFromLink(api: URL | null, query: URLSearchParams, report: (state: ActivationState) => void): Promise<void> {
  const hash = query.get('hash')?.trim();
  const id = query.get('id')?.trim();
  if (!hash && !id) return;
  report({ kind: 'pending' });
  if (!api) {
    console.error('Trial activation failed: NEXT_PUBLIC_TRIAL_API_URL is not configured');
    return report({ kind: 'failed' });
  }
  const platform = trialApi(api);
  let target = id;
  if (hash) {
    const checked = await platform.check(hash);
    if (!checked.ok) return report({ kind: 'failed' });
    target = checked.value.id ?? id ?? hash;
  }
  const form = new FormData();
  query.forEach((value, key) => form.append(key, value));
  const activated = await platform.activate(target ?? '', form);
  report(activated.ok ? { kind: 'done', ...activated.value } : { kind: 'failed' });
}
