// Where a content item's card links: its redirect when the marketer set one, otherwise its page.
type Linkable = { slug?: string | null; redirect?: string | null };

const to = (section: string) => (item: Linkable) => item.redirect || (item.slug ? `${section}${item.slug}/` : section);

export const webinarHref = to('/webinars/');
/** The anchor of an upcoming webinar's sign-up form on its page (components/content/webinar-details.tsx). */
export const WEBINAR_SIGNUP_ID = 'registration';
export const newsHref = to('/news/');
export const articleHref = to('/articles/');
export const authorHref = (author: { slug?: string | null }) => (author.slug ? `/articles/authors/${author.slug}/` : '/articles/authors/');
