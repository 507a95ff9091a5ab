// The file of a download form (spec §7): fetched as binary and saved under the given name or the
// last segment of its address. A failure is only logged (§8): the lead itself went through.

/** The name a downloaded file is saved under. */
export function fileName(url: string, given?: string | null): string {
  if (given) return given;
  const last = new URL(url, 'http://site.invalid').pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || 'download';
  } catch {
    return last || 'download';
  }
}

export async function downloadFile(url: string, name?: string | null): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error('Network response was not ok');
    const href = URL.createObjectURL(await response.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = fileName(url, name);
    document.body.appendChild(a);
    a.click();
    a.remove();
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  } catch (e) {
    console.error('Download failed', e);
  }
}
