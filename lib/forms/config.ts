// What a placement of a form may change (from a lead-form block in the CMS, a webinar page, or a
// button): texts, analytics goals, CRM routing, the file to download, the webinar to sign up for.
import type { CalendarEvent } from './calendar';

export type LeadFormConfig = {
  title?: string | null;
  /** What the form is for, before its description, where the place around it does not say (which webinar). */
  subject?: string | null;
  description?: string | null;
  buttonText?: string | null;
  metricActions?: readonly string[] | null;
  sourceDeal?: string | null;
  pipeline?: string | null;
  successTitle?: string | null;
  successText?: string | null;
  /** The download form's file; its download starts after a successful submission. */
  file?: { url: string; name: string } | null;
  /** The webinar a sign-up is for: its calendar links appear in the answer. */
  webinar?: CalendarEvent | null;
  /**
   * The query of the form's own post to its route, without scripts (lib/forms/plain-post.ts), for
   * the page that answers it (pages/forms/[name].tsx): a sign-up's `webinar=<slug>`, so that the
   * form shown again names the webinar and its answer brings the calendar.
   */
  postQuery?: string | null;
  afterSuccess?: () => void;
};
