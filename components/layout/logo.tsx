import { SmartLink } from '@/components/smart-link';
import { LogoMark } from './icons';
import styles from './logo.module.css';

/** The product name as the home link of the header and footer. */
export function Logo({ productName, className }: { productName: string; className?: string }) {
  return (
    <SmartLink href="/" className={`${styles.logo} ${className ?? ''}`} aria-label={`${productName} ECM — на главную`}>
      <LogoMark />
      <span className={styles.name}>
        {productName} <span className={styles.suffix}>ECM</span>
      </span>
    </SmartLink>
  );
}
