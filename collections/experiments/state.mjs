// What the CMS holds about A/B tests beyond their model (applied by cms/state/apply.mjs): the site's
// job that counts visitors, writes results and puts the winner in place of the page's block.
import { read, rule, siteJob } from '../../cms/state/access.mjs';

/** @typedef {import('../../cms/state/apply.mjs').Item} Item */

/** @type {Item[]} */
export const state = siteJob({
  name: 'Сайт: A/B-тесты',
  description: 'Сервер сайта: считает посетителей вариантов, пишет итоги тестов, ставит победителя блоком страницы',
  email: 'site-experiments@example.com',
  token: 'experimentsToken',
  rules: [
    read('experiments'),
    read('experiment_variants'),
    read('experiment_variants_blocks'),
    rule('experiment_visits', 'create', ['variant', 'visitors']),
    read('experiment_visits', ['id', 'variant', 'visitors']),
    // Counted, never read one by one: no field of a lead that names a person.
    // `form` and `partial`: a built form as the goal counts its completed leads (lib/experiments/results.ts).
    read('leads', ['id', 'kind', 'experiment', 'variant', 'review_status', 'form', 'partial']),
    // Form funnels (lib/forms/funnel-counts.ts): counts per form, page and variant, no personal data.
    rule('form_funnels', 'create'),
    read('form_funnels'),
    rule('form_funnels', 'update'),
    rule('experiment_variants', 'update', ['visitors', 'leads', 'conversion', 'significance']),
    rule('experiments', 'update', ['summary', 'winner', 'winner_applied']),
    // Ending a test: the winner's block takes the place of the page's block.
    read('pages_blocks', ['id', 'pages_id', 'collection', 'item']),
    rule('pages_blocks', 'update', ['collection', 'item']),
  ],
});
