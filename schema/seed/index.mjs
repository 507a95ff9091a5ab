// Starting content of a new database: the site as a marketer first sees it.
import globals from './globals.mjs';
import socialLinks from './social-links.mjs';
import navigation from './navigation.mjs';
import redirects from './redirects.mjs';
import breadcrumbTitles from './breadcrumb-titles.mjs';
import home from './pages/home.mjs';
import features from './pages/features.mjs';
import sections from './pages/sections.mjs';
import { contentItems } from './content/index.mjs';
import { leadItems } from './leads/index.mjs';
import { formItems } from './forms.mjs';

export default {
  globals,
  social_links: socialLinks,
  navigation,
  redirects,
  pages: [...home, ...features, ...sections],
  // Other collections, seeded in this order: [collection, rows] pairs.
  items: [
    ['breadcrumb_titles', breadcrumbTitles.map((row, i) => ({ ...row, sort: i + 1 }))],
    ...contentItems,
    ...leadItems,
    ['forms', formItems],
  ],
};
