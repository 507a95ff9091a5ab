// Errors other than 404 and the build-time 500: the status code and its message, without CMS data
// (the CMS may be what failed).
import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorPageBoundary, ErrorView } from '@/components/layout/error-view';

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

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => ({
  statusCode: res?.statusCode ?? (err as { statusCode?: number } | null)?.statusCode ?? 500,
});
