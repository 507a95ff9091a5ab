// The «Файл» field of a built form (definition.ts): what a visitor may attach and how it is told
// apart. The browser checks the declared type and size before sending (a quick answer); the route
// (form-route.ts) checks the bytes themselves: the type is the one the first bytes say (magic
// numbers), never the name or the type the browser declared, so an .exe renamed to .pdf is refused.
import { FILE_LIMITS_MB } from './field-kinds.mjs';

/** What may be attached: the type, its magic number check and the extension a stored copy gets. */
export const FILE_KINDS = [
  { type: 'application/pdf', label: 'PDF', ext: 'pdf' },
  { type: 'image/png', label: 'PNG', ext: 'png' },
  { type: 'image/jpeg', label: 'JPEG', ext: 'jpg' },
  { type: 'image/webp', label: 'WebP', ext: 'webp' },
] as const;

export type FileType = (typeof FILE_KINDS)[number]['type'];

/** A field's limit when the marketer set none, and the most any field may take. */
export const DEFAULT_MAX_MB = FILE_LIMITS_MB.default;
export const HARD_MAX_MB = FILE_LIMITS_MB.max;
/** Files one lead may carry (a form with more file fields is a marketer's mistake, refused at the route). */
export const MAX_FILES = 5;

const MB = 1024 * 1024;
export const maxBytes = (maxMb: number) => Math.round(maxMb * MB);

/** The `accept` of the file input: the types and their usual extensions. */
export const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';

const startsWith = (bytes: Uint8Array, at: number, sig: readonly number[]) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The type the bytes are, by their magic number; null for anything else (an executable, a zip, text). */
export function sniffType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, 0, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return null;
}

/** What a check sees of a file: in the browser a File, on the server the sniffed type of its bytes. */
export type FileInfo = { name: string; size: number; type: string };

export const isFileInfo = (v: unknown): v is FileInfo =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as FileInfo).name === 'string' &&
  typeof (v as FileInfo).size === 'number' &&
  typeof (v as FileInfo).type === 'string';

export const TYPE_MESSAGE = `Приложите файл ${FILE_KINDS.map((k) => k.label).join(', ')}`;
export const sizeMessage = (maxMb: number) => `Файл больше ${maxMb} МБ`;
export const EMPTY_MESSAGE = 'Файл пустой';

/** The message for a file that may not be attached; null when it may. */
export function fileError(info: FileInfo, maxMb: number): string | null {
  if (!FILE_KINDS.some((k) => k.type === info.type)) return TYPE_MESSAGE;
  if (info.size === 0) return EMPTY_MESSAGE;
  if (info.size > maxBytes(maxMb)) return sizeMessage(maxMb);
  return null;
}

/**
 * The name a stored copy keeps: the visitor's, without a path, control characters or a misleading
 * extension (the one of its real type is put on), at most 120 characters.
 */
export function storedName(name: string, type: FileType): string {
  const ext = FILE_KINDS.find((k) => k.type === type)!.ext;
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'file'}.${ext}`;
}
