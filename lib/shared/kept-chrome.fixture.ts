// A layout as a page's props carry it, with the kept chrome's data (lib/shared/kept-chrome.mjs): for
// the tests of the document's and a navigation's page data.
export const chromeLayout = () => ({
  globals: { product_name: 'ELMA365 ECM', main_site_url: 'https://elma365.com/ru/' },
  navigation: [{ id: 'header', items: [{ id: '1', title: 'Продукты', href: '/products/' }] }],
  social_links: [{ id: '1', url: 'https://vk.com/elma365' }],
  upcoming_webinars: [{ id: '3', title: 'Архив за 30 дней' }],
  past_webinars: [],
  latest_articles: [{ id: '4', title: 'ECM и СЭД' }],
  upcoming_count: 3,
});
