import { Html, Head, Main, NextScript } from 'next/document';
import { BASE_PATH } from '@/lib/routing/base-path';

export default function Document() {
  return (
    <Html lang="ru">
      <Head>
        <meta name="theme-color" content="#0f1b33" />
        <meta name="format-detection" content="telephone=no" />
        {/* Declared icons: the site lives under the base path, and without them browsers ask the
            vendor's domain root for /favicon.ico. */}
        <link rel="icon" href={`${BASE_PATH}/favicon.svg`} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={`${BASE_PATH}/icon-192.png`} />
        <link rel="manifest" href={`${BASE_PATH}/manifest.webmanifest`} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
