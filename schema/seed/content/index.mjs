// Content collections of the seed, in creation order (languages and products first: items point at them).
import { languages, products } from './reference.mjs';
import webinars from './webinars.mjs';
import news from './news.mjs';
import authors from './authors.mjs';
import videoCourses from './video-courses.mjs';
import pricePages from './prices.mjs';
import cases from './cases.mjs';
import successStories from './success-stories.mjs';

export const contentItems = [
  ['languages', languages],
  ['products', products],
  ['webinars', webinars],
  ['news', news],
  // Each author is created with their social links and articles in the same request.
  ['authors', authors],
  // Shown by the success stories block (of /prices/saas/): every published one.
  ['success_stories', successStories],
  ['pages', pricePages],
  ['video_courses', videoCourses],
  ['cases', cases],
];
