// A submission as the browser sends it (spec section 3: the lead payload is sent as form data).
// Every value becomes text: flags as 'true'/'false' (the schemas read them back), the company
// description and other objects as JSON (the body reader decodes the fields that carry objects).
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}
