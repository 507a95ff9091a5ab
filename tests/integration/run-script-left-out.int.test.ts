// isolated-vm is left out of the Directus installation (docs/adr/0015-isolated-vm-left-out.md): Directus
// starts and runs the site's flows without it, and a flow's «Run Script» operation, which no flow of
// the site uses, fails with the reason instead of taking Directus down.
import { CMS, cms } from '../support/stack';

jest.setTimeout(60_000);

describe('Run Script without isolated-vm', () => {
  let flow = '';
  afterAll(async () => {
    if (flow) await cms('DELETE', `/flows/${flow}`);
  });

  it('fails the operation with the reason, and Directus keeps answering', async () => {
    ({ id: flow } = await cms<{ id: string }>('POST', '/flows', {
      name: 'Проверка: выполнить скрипт',
      status: 'active',
      trigger: 'webhook',
      accountability: null,
      options: { method: 'GET', async: false, return: '$last' },
    }));
    const script = await cms<{ id: string }>('POST', '/operations', {
      flow,
      name: 'Скрипт',
      key: 'script',
      type: 'exec',
      position_x: 19,
      position_y: 1,
      options: { code: 'module.exports = async function () { return { ran: true }; };' },
    });
    // The script's error goes down its reject path, which answers the webhook with the message.
    const reason = await cms<{ id: string }>('POST', '/operations', {
      flow,
      name: 'Причина',
      key: 'reason',
      type: 'transform',
      position_x: 37,
      position_y: 1,
      options: { json: { failed: '{{$last.message}}' } },
    });
    await cms('PATCH', `/operations/${script.id}`, { reject: reason.id });
    await cms('PATCH', `/flows/${flow}`, { operation: script.id });

    const r = await fetch(`${CMS()}/flows/trigger/${flow}`);
    const text = await r.text();
    expect(r.status).toBe(200);
    expect(text).toContain('isolated-vm is left out of this Directus installation');
    expect(text).not.toContain('"ran":true');
    expect((await fetch(`${CMS()}/server/ping`)).status).toBe(200);
  });
});
