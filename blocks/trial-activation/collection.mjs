import { block, f } from '../../schema/model/dsl.mjs';

// Placed on the /configuration/ page: it activates the trial from the link in the e-mail
// (?hash=… or ?id=…) and shows nothing to a visitor who came without one.
export default block('block_trial_activation', {
  icon: 'rocket_launch',
  note: 'Активирует пробную версию по ссылке из письма (?hash=… или ?id=…). Без ссылки блок не виден.',
  display_template: '{{title}}',
  fields: [
    f.string('title', { label: 'Заголовок', note: 'Показывается во время активации и после неё' }),
    f.text('pending_text', { label: 'Текст во время активации' }),
    f.string('success_title', { label: 'Заголовок после активации' }),
  ],
});
