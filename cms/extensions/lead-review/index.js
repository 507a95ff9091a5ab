// The release of a suspicious lead (lib/leads/spam). The site stores such a lead with
// review_status «На проверке» and crm_status «held», so the CRM does not get it. A marketer (whose
// role may change review_status only, of a lead in review or discarded: collections/leads/state.mjs) chooses
// «Передать в продажи»; then, whoever saved it, this hook turns its CRM status from held to pending
// (only from held: a lead is released to the CRM once) and asks the site to deliver due leads, which
// it does through its usual path (lib/leads/crm.ts). Should the site not answer, the flow
// «Повторить отправку заявок в CRM» delivers it within a minute.

const CRM_RETRY_PATH = '/ru/products/ecm/api/lead/crm-retry/';

const leadReview = ({ action }, { services, getSchema, env, logger }) => {
  const { ItemsService } = services;

  action('leads.items.update', async ({ payload, keys }) => {
    if (payload?.review_status !== 'released' || !Array.isArray(keys) || keys.length === 0) return;
    // Full rights: the marketer may not touch the CRM fields; the release itself was allowed.
    const leads = new ItemsService('leads', { schema: await getSchema() });
    const released = await leads.updateByQuery(
      { filter: { id: { _in: keys.map(String) }, review_status: { _eq: 'released' }, crm_status: { _eq: 'held' } } },
      { crm_status: 'pending', crm_next_attempt_at: new Date().toISOString() },
    );
    if (!released.length) return;
    logger.info(`Leads released from review to the CRM: ${released.join(', ')}`);
    if (!env.SITE_URL) return;
    try {
      const r = await fetch(new URL(CRM_RETRY_PATH, env.SITE_URL), {
        method: 'POST',
        headers: { 'x-revalidate-secret': String(env.REVALIDATE_SECRET ?? '') },
        signal: AbortSignal.timeout(10_000),
      });
      if (!r.ok) throw new Error(`the site answered ${r.status}`);
    } catch (e) {
      logger.warn(`Released leads wait for the next CRM retry run: ${e.message}`);
    }
  });
};

export default leadReview;
