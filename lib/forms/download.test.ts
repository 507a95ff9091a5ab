import { downloadFile, fileName } from './download';

describe('file download', () => {
  it('saves under the given name, or the last segment of the address', () => {
    expect(fileName('https://cms.example/assets/5f2c/Чек-лист.pdf', 'checklist.pdf')).toBe('checklist.pdf');
    expect(fileName('https://cms.example/assets/files/%D0%A7%D0%B5%D0%BA.pdf?download')).toBe('Чек.pdf');
    expect(fileName('/files/guide.pdf/')).toBe('guide.pdf');
  });

  it("logs 'Download failed' with 'Network response was not ok' for an unsuccessful answer, and tells the visitor nothing", async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404 }) as Response);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await downloadFile('https://cms.example/assets/missing.pdf');
    expect(logged).toHaveBeenCalledWith('Download failed', new Error('Network response was not ok'));
    logged.mockRestore();
  });

  it('fetches the file as binary and clicks a link to it under its name', async () => {
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    global.fetch = jest.fn(async () => ({ ok: true, blob: async () => blob }) as unknown as Response);
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await downloadFile('https://cms.example/assets/guide.pdf', 'Гайд.pdf');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:file', download: 'Гайд.pdf' }]);
    click.mockRestore();
  });
});
