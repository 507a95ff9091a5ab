export default [
  { name: 'Видео', href: 'https://rutube.ru/channel/elma365/', icon: 'video' },
  { name: 'ВКонтакте', href: 'https://vk.com/elma365', icon: 'vk' },
  { name: 'Telegram', href: 'https://t.me/elma365', icon: 'telegram' },
  { name: 'Хабр', href: 'https://habr.com/ru/companies/elma365/', icon: 'habr' },
];
