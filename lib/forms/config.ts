// What a placement of a form may change (from a lead-form block in the CMS, a webinar page, or a
// button): texts, analytics goals, CRM routing, the file to download, the webinar to sign up for.
import type { CalendarEvent } from './calendar';

export type LeadFormConfig = {
  title?: string | null;
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
  afterSuccess?: () => void;
};
