import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_trial_activation',
  label: 'Активация пробной версии',
  purpose: 'Только для страницы активации пробной версии.',
  order: 150,
  // Runs the activation from the e-mail's link in the browser.
  behaviour: 'island',
  editable: [],
});
