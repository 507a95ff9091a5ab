// What content pages return from getStaticProps besides props, always with a revalidate interval:
// a 404 or redirect cached without one would stay until the next deploy.
import { env } from '@/lib/env';

export const notFound = () => ({ notFound: true as const, revalidate: env.REVALIDATE_SECONDS });

/** A marketer's redirect field: a permanent (308) redirect to a site path or an outside address. */
export const redirectTo = (destination: string) => ({
  redirect: { destination, permanent: true },
  revalidate: env.REVALIDATE_SECONDS,
});

export const revalidate = () => env.REVALIDATE_SECONDS;
