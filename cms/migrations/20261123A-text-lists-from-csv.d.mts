// Types of the migration's pure part, for its unit test (lib/cms/text-list.test.ts).
export const TEXT_LIST_COLUMNS: [string, string][];
export function csvToTextList<T>(value: T): T | string | null;
