// Glyphs of the social links in the subfooter, by the `icon` chosen in the CMS.
const paths: Record<string, string> = {
  video: 'M9 7.5v9l7.5-4.5z',
  vk: 'M5 8h2.6c.3 2.7 1.6 4 2.4 4.2V8h2.4v2.3c.9-.1 1.9-1.2 2.3-2.3h2.3c-.4 1.4-1.5 2.6-2.3 3.1.8.4 2.1 1.5 2.6 3.4h-2.5c-.4-1.2-1.4-2.1-2.4-2.2v2.2H12C8 14.5 5.4 11.9 5 8z',
  telegram:
    'M5.5 11.6 17.4 7c.6-.2 1 .1.8.9l-2 9.5c-.2.7-.6.8-1.1.5l-3-2.3-1.5 1.4c-.2.2-.3.3-.6.3l.2-3.1 5.7-5.1c.2-.2 0-.3-.4-.1l-7 4.4-3-.9c-.7-.2-.7-.6 0-.9z',
  habr: 'M7 6h2.4v4.6h5.2V6H17v12h-2.4v-5.1H9.4V18H7z',
  other: 'M12 6a6 6 0 1 0 0 12 6 6 0 0 0 0-12zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z',
};

export function SocialIcon({ icon }: { icon: string | null | undefined }) {
  return (
    <svg aria-hidden focusable={false} width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
      <path d={paths[icon ?? 'other'] ?? paths.other} />
    </svg>
  );
}
