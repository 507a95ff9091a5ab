// schema.org structured data (JSON-LD) of the site's pages, built from what each page already
// renders: search engines show breadcrumbs, event dates, article cards and FAQ answers from it.
import type { Crumb } from '@/lib/chrome/breadcrumbs';
import { BASE_PATH } from '@/lib/routing/base-path';
import { isoDate } from '@/lib/format/dates';
import { htmlToText } from '@/lib/search/text';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

const thing = (type: string, fields: Record<string, unknown>): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': type,
  // Empty values are left out rather than sent as null, which validators flag.
  ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined && v !== '')),
});

/** An address of the site, given as the CMS stores it (without the base path), made absolute. */
export const siteAddress = (siteUrl: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${siteUrl}${BASE_PATH}${path}`);

export type Org = { '@type': 'Organization'; name: string; url: string };

export const orgRef = (name: string, url: string): Org => ({ '@type': 'Organization', name, url });

export function organization(o: {
  name: string;
  siteUrl: string;
  mainSiteUrl?: string | null;
  phone?: string | null;
  email?: string | null;
}) {
  return thing('Organization', {
    name: o.name,
    url: o.mainSiteUrl || siteAddress(o.siteUrl, '/'),
    logo: siteAddress(o.siteUrl, '/icon-512.png'),
    contactPoint:
      o.phone || o.email
        ? { '@type': 'ContactPoint', contactType: 'sales', telephone: o.phone || undefined, email: o.email || undefined }
        : null,
  });
}

export function breadcrumbList(trail: Crumb[], siteUrl: string, currentPath: string) {
  return thing('BreadcrumbList', {
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.title,
      item: siteAddress(siteUrl, c.href ?? currentPath),
    })),
  });
}

type Webinar = {
  title?: string | null;
  description?: string | null;
  date?: string | null;
  speakers?: ({ name?: string | null } | null)[] | null;
};

/** A webinar is an online event: its address is its page, where visitors sign up. */
export function webinarEvent(w: Webinar, url: string, image: string | null, organizer: Org) {
  return thing('Event', {
    name: w.title,
    description: w.description,
    startDate: isoDate(w.date),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url },
    image,
    organizer,
    performer: (w.speakers ?? []).flatMap((s) => (s?.name ? [{ '@type': 'Person', name: s.name }] : [])),
  });
}

type Article = {
  title?: string | null;
  description?: string | null;
  date?: string | null;
  date_updated?: string | null;
  author?: { name?: string | null } | null;
};

export function article(a: Article, url: string, image: string | null, publisher: Org) {
  return thing('Article', {
    headline: a.title?.slice(0, 110),
    description: a.description,
    datePublished: isoDate(a.date),
    dateModified: isoDate(a.date_updated),
    image,
    mainEntityOfPage: url,
    author: a.author?.name ? { '@type': 'Person', name: a.author.name } : publisher,
    publisher,
  });
}

export function faqPage(items: { question?: string | null; answer?: string | null }[]) {
  return thing('FAQPage', {
    mainEntity: items
      .filter((i) => i.question && i.answer)
      .map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: htmlToText(i.answer) } })),
  });
}
