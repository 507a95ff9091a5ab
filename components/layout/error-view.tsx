// What the 404, 500 and error pages show, and the last-resort fallback for an error while
// showing the error page itself.
import { Component, type ReactNode } from 'react';
import { SmartLink } from '@/components/smart-link';
import styles from '@/components/not-found.module.css';

export const ERROR_PAGE_FALLBACK = 'An error occurred while showing the error page';

export function ErrorView({ code, title, text }: { code: number | string; title: string; text?: string }) {
  return (
    <section className={`container ${styles.box}`}>
      <p className={styles.code}>{code}</p>
      <h1 className={styles.title}>{title}</h1>
      {text && <p className={styles.text}>{text}</p>}
      <SmartLink href="/" className="btn btn--accent btn--300">
        На главную
      </SmartLink>
    </section>
  );
}

/** If rendering the error page fails too, a plain heading and a link home still show. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className={styles.box}>
        <h1>{ERROR_PAGE_FALLBACK}</h1>
        <SmartLink href="/">На главную</SmartLink>
      </main>
    );
  }
}
