// Who may do what with releases (applied by cms/state/apply.mjs): marketers prepare them (name,
// changes) and delete those not live; the role «Выпускающий редактор» has the marketer's rights
// and also publishes and reverts (cms/extensions/releases checks it) and sets the release's
// schedule («Опубликовать по расписанию», «Дата окончания»): a schedule publishes without anyone
// pressing the button, so a marketer who could write it would publish by proxy. The state, the
// log and what publishing kept are written by the publication alone.
import { PREVIEW_JOB, read, rule, roleRules } from '../../cms/state/access.mjs';
import { PUBLISHER_ROLE } from './model.mjs';

const notLive = { state: { _neq: 'published' } };
/** The release's schedule: written by a publisher or an administrator only. */
const SCHEDULE = ['start_at', 'end_at'];

/**
 * What the site's preview job reads of releases: a release's name and its list of changes, to show
 * the whole site as the release will make it (lib/cms/release-view.ts). A marketer's preview link
 * names a release only after Directus checked that this marketer may read it (cms/extensions/preview-link).
 */
const previewReads = [
  { collection: 'releases', fields: ['id', 'name'] },
  { collection: 'release_changes', fields: ['id', 'release', 'collection', 'item', 'version'] },
].map(({ collection, fields }) => ({
  kind: /** @type {const} */ ('permissions'),
  match: { policy: `@policies:${PREVIEW_JOB}`, collection, action: 'read' },
  sync: { fields, permissions: {} },
}));

/** @type {import('../../cms/state/apply.mjs').Item[]} */
export const state = [
  ...previewReads,
  ...roleRules('Маркетолог', [
    read('releases'),
    rule('releases', 'create', ['name', 'end_redirect', 'changes']),
    rule('releases', 'update', ['name', 'end_redirect', 'changes']),
    rule('releases', 'delete', ['*'], notLive),
    read('release_changes'),
    rule('release_changes', 'create', ['release', 'collection', 'item', 'version']),
    rule('release_changes', 'update', ['collection', 'item', 'version'], { release: notLive }),
    rule('release_changes', 'delete', ['*'], { release: notLive }),
  ]),
  {
    kind: 'roles',
    match: { name: PUBLISHER_ROLE },
    initial: { icon: 'verified', description: 'Всё, что может маркетолог, и ещё публикует, откатывает релизы и задаёт их расписание' },
  },
  { kind: 'access', match: { role: `@roles:${PUBLISHER_ROLE}`, policy: '@policies:Маркетолог' } },
  // The publisher's own policy: the schedule fields, on top of the marketer's (Directus joins the
  // fields of a user's policies).
  {
    kind: 'policies',
    match: { name: PUBLISHER_ROLE },
    initial: {
      description: 'Расписание релизов: когда опубликовать и когда откатить',
      icon: 'verified',
      app_access: true,
      admin_access: false,
    },
  },
  ...roleRules(PUBLISHER_ROLE, [rule('releases', 'create', SCHEDULE), rule('releases', 'update', SCHEDULE)]),
  { kind: 'access', match: { role: `@roles:${PUBLISHER_ROLE}`, policy: `@policies:${PUBLISHER_ROLE}` } },
  // The list of releases: the name and the state, newest first (not the first columns of the model).
  {
    kind: 'presets',
    match: { collection: 'releases', bookmark: null, role: null, user: null },
    initial: { layout: 'tabular', layout_query: { tabular: { sort: ['-id'], fields: ['name', 'state'] } } },
  },
];
