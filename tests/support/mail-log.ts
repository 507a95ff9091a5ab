// Reads the mail log of the embedded default (Directus' sendmail transport runs cms/mail-to-log.sh,
// which appends each raw message to <data dir>/mail.log) and decodes each message's body.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const mailLog = () => join(process.env.TEST_DATA_DIR!, 'mail.log');

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`);
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    } catch {
      return bytes;
    }
  }
  return body;
}

/** Every logged message as headers plus decoded text (single-part messages, as the flows send them). */
export function mails(file = mailLog()): { headers: string; text: string }[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/^----- .* sendmail .*$/m)
    .filter((m) => m.trim())
    .map((m) => {
      const split = m.search(/\r?\n\r?\n/);
      const headers = split < 0 ? m : m.slice(0, split);
      return { headers, text: decodePart(headers, split < 0 ? '' : m.slice(split).trim()) };
    });
}
