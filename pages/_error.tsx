// Errors other than 404: the status code and its message, without CMS data (the CMS may be what
// failed). There is deliberately no pages/500.tsx: it would be a page of its own at /500/.
import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorPageBoundary, ErrorView } from '@/components/layout/error-view';
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/cms/outage';
import { sendStalePage } from '@/lib/revalidate/stale-page';

type Props = { statusCode: number };

const MESSAGES: Record<number, string> = {
  400: 'Некорректный запрос',
  401: 'Нужна авторизация',
  403: 'Доступ запрещён',
  404: 'Страница не найдена',
  500: 'Внутренняя ошибка сервера',
  502: 'Сервис временно недоступен',
  503: 'Сервис временно недоступен',
};

const errorMessage = (code: number) => MESSAGES[code] ?? 'Произошла ошибка';

export default function ErrorPage({ statusCode }: Props) {
  return (
    <ErrorPageBoundary>
      <Head>
        <title>{`${statusCode}: ${errorMessage(statusCode)}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <main>
        <ErrorView code={statusCode} title={errorMessage(statusCode)} />
      </main>
    </ErrorPageBoundary>
  );
}

ErrorPage.getInitialProps = ({ req, res, err }: NextPageContext): Props => {
  // A page rendered on request after a change of every page, and the CMS could not be read: the old
  // page it replaced, as before the change (lib/revalidate/stale-page.ts).
  if (req && res && err?.name === 'CmsUnavailableError' && sendStalePage(req, res)) return { statusCode: res.statusCode };
  // A page naming a route guard the site does not know: the spec's answer, 500 'Unknown middleware
  // {name}' as plain text, for the page and its page data alike (lib/routing/route-guards.ts).
  if (res && !res.headersSent && err?.name === 'UnknownRouteGuardError') {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.end(err.message);
    return { statusCode: 500 };
  }
  // A page Next has no good copy of and cannot read now: the CMS is down, not the page missing.
  if (res && err?.name === 'CmsUnavailableError') {
    res.statusCode = 503;
    res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
  }
  return { statusCode: res?.statusCode ?? (err as { statusCode?: number } | null)?.statusCode ?? 500 };
};
