// What a visitor typed into a form's server markup before its code took over (an in-page form,
// deferred-lead-form.tsx; a form dialog opened at the tap, form-dialogs.tsx): the values, the
// focused field and its caret, read in the task that puts the live form in its place and given
// back to it there, so nothing typed is lost and the visitor goes on typing where they were.

/** A built form's «Файл» field carries the chosen File itself. */
export type Prefill = Record<string, string | boolean | File>;

export type FormSnapshot = {
  prefill: Prefill;
  /** The name of the focused field, and its selection (a text field's caret). */
  focused: string | null;
  selection?: [number, number] | null;
};

/** The values of the fields inside `root`, the focused one and its caret. */
export function snapshot(root: Element | null): FormSnapshot {
  const prefill: Prefill = {};
  root
    // Not the hidden fields the server set for a post without scripts (lib/forms/plain-post.ts): not the visitor's.
    ?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input[name]:not([type="hidden"]), textarea[name], select[name]',
    )
    .forEach((el) => {
      // A chosen file is carried as the File, not as its value's text («C:\fakepath\…»).
      const value = el.type === 'checkbox' ? 'checked' in el && el.checked : ('files' in el && el.files?.[0]) || el.value;
      if (value) prefill[el.name] = value;
    });
  const active = document.activeElement;
  const focused = active && root?.contains(active) ? active.getAttribute('name') : null;
  return { prefill, focused, selection: focused ? selectionOf(active) : null };
}

/** A text field's selection; null for fields without one (a checkbox, a select). */
function selectionOf(el: Element | null): [number, number] | null {
  try {
    const field = el as HTMLInputElement;
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}

/** Gives the focus (and the caret) back to the field `snap` names, inside `root`. */
export function restoreFocus(root: Element | null, { focused, selection }: Pick<FormSnapshot, 'focused' | 'selection'>) {
  if (!focused) return;
  const field = root?.querySelector<HTMLInputElement>(`[name="${CSS.escape(focused)}"]`);
  if (!field) return;
  field.focus();
  if (selection)
    try {
      field.setSelectionRange(selection[0], selection[1]);
    } catch {
      // A field whose type has no selection (email in some browsers): the focus is what it keeps.
    }
}
