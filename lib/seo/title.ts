/** The default page title of the site. */
export const defaultTitle = (product: string) => `${product} CSP | Управляйте документами, бизнес-контентом и бизнес-процессами`;

/** Titles set at runtime start with a capital letter. */
export const capitalize = (s: string) => (s ? s[0]!.toLocaleUpperCase('ru-RU') + s.slice(1) : s);
