// Small inline icons of the chrome; decorative, so hidden from assistive technology. (The menu
// button's is in site-header.tsx.)
const base = { 'aria-hidden': true, focusable: false, fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;

export const ChevronIcon = ({ className }: { className?: string }) => (
  <svg {...base} className={className} width="12" height="12" viewBox="0 0 12 12" strokeLinecap="round" strokeLinejoin="round">
    <path d="M2.5 4.5 6 8l3.5-3.5" />
  </svg>
);

export const ExternalIcon = () => (
  <svg {...base} width="12" height="12" viewBox="0 0 12 12" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round">
    <path d="M4.5 2.5h5v5M9.5 2.5 3 9" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...base} width="20" height="20" viewBox="0 0 20 20" strokeLinecap="round">
    <circle cx="8.5" cy="8.5" r="5.5" />
    <path d="m13 13 4.5 4.5" />
  </svg>
);

export const ArrowIcon = () => (
  <svg {...base} width="16" height="16" viewBox="0 0 16 16" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 8h10M9 4l4 4-4 4" />
  </svg>
);

/** The product mark beside the name in the header and footer. */
export const LogoMark = () => (
  <svg aria-hidden focusable={false} width="32" height="32" viewBox="0 0 32 32">
    <defs>
      <linearGradient id="logo-gradient" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
        <stop stopColor="#3b82f6" />
        <stop offset="1" stopColor="#1d4fd7" />
      </linearGradient>
    </defs>
    <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
    <path d="M10 9h9l4 4v10H10z" fill="#fff" opacity="0.95" />
    <path d="M19 9v4h4" fill="#bcd0ff" />
    <path d="M13 17h7M13 20h5" stroke="#1d4fd7" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);
