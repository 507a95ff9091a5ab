// The consent a visitor gives with a lead. Its version is stored with every lead, so that a change
// of wording never leaves it unclear what an earlier visitor agreed to: bump the version with the text.
export const CONSENT_VERSION = '2026-01';
export const CONSENT = {
  before: 'Я даю ',
  privacyLink: { href: '/privacy/', text: 'согласие на обработку персональных данных' },
  middle: ' и принимаю ',
  agreementLink: { href: '/agreement/', text: 'пользовательское соглашение' },
};
