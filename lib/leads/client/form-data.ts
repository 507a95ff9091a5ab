// A submission as the browser sends it (spec section 3: the lead payload is sent as form data).
// Every value becomes text: flags as 'true'/'false' (the schemas read them back), the company
// description and other objects as JSON (the body reader decodes the fields that carry objects).
// A file (a built form's «Файл» field) goes as a file part, with its name.
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.set(name, value, value instanceof File ? value.name : 'file');
    else form.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** Whether a submission carries a file: it then may take longer than a few seconds to send. */
export const hasFile = (body: Record<string, unknown>) => Object.values(body).some((v) => v instanceof Blob);
