// The form builder's own inputs in «Формы» (collections/forms/model.mjs), so a marketer builds a form
// without typing Latin or a code:
// - `code`: a field's code, made from its label as the marketer types it (lib/forms/field-code.mjs,
//   unique in the form), shown and still changeable; once changed by hand it no longer follows the label.
//   It also keeps the row's `type_name` (the type in Russian) for the list of fields, and starts
//   «Персональные данные» as the type says;
// - `field`: «Показывать, если поле» picks one of the form's other fields, by its label;
// - `value`: «…имеет значение» picks one of that field's options (a flag: «отмечено»), or «любое».
//
// A row is edited in a drawer of Directus' repeater; the form's other rows are the repeater's value.
// The drawer's form provides the row's values (`inject('values')`), and the repeater is found among
// this input's parent components (the component named `list`). Rows added but not yet saved are
// there too, so a condition may name a field added a moment ago.
import { computed, getCurrentInstance, h, inject, ref, resolveComponent, watch } from 'vue';
import { fieldCode } from '../../../lib/forms/field-code.mjs';
import { FIELD_TYPES, fieldRowTitle, isPersonalField } from '../../../lib/forms/field-kinds.mjs';
import { parseFieldOptions } from '../../../lib/forms/field-options.mjs';

const TYPE_NAMES = new Map(FIELD_TYPES.map(([code, name]) => [code, name]));
const FLAGS = new Set(['checkbox', 'agreement']);
const CHOICES = new Set(['select', 'radio']);

/** The repeater's rows around this input: the form's fields as they are in the editor now. */
function formRows() {
  let parent = getCurrentInstance()?.parent;
  while (parent && !(parent.type?.__name === 'list' && 'fields' in (parent.props ?? {}))) parent = parent.parent;
  const list = parent;
  return computed(() => {
    const rows = list?.props?.value;
    return Array.isArray(rows) ? rows.filter((r) => r && typeof r === 'object') : [];
  });
}

const text = (v) => (typeof v === 'string' ? v.trim() : '');

const FormBuilderInput = {
  name: 'ecm-form-builder-input',
  props: {
    value: { type: [String, Number], default: null },
    part: { type: String, default: 'code' },
    disabled: { type: Boolean, default: false },
  },
  emits: ['input', 'setFieldValue'],
  setup(props, { emit }) {
    const values = inject('values', ref({}));
    const rows = formRows();
    // The row's code when the drawer opened: the repeater's row holding it is this row itself (the
    // drawer edits a copy), so the other rows are the rest.
    const opened = text(values.value?.name);
    const others = computed(() => {
      let skipped = !opened;
      return rows.value.filter((r) => {
        if (!skipped && text(r.name) === opened) return !(skipped = true);
        return true;
      });
    });

    if (props.part === 'code') {
      // The row's type in Russian, for the list of fields (its template), as soon as it is chosen;
      // the CMS writes the same on save (cms/extensions/form-versions) for rows made another way.
      watch(
        () => values.value?.type,
        (type) => {
          const name = TYPE_NAMES.get(type) ?? null;
          if (type && values.value?.type_name !== name) emit('setFieldValue', { field: 'type_name', value: name });
        },
        { immediate: true },
      );
      // The row's name in the list of fields (the repeater's template), as the row is edited.
      watch(
        () => [values.value?.label, values.value?.type, values.value?.step],
        () => {
          const title = fieldRowTitle(values.value ?? {});
          if (title && values.value?.title !== title) emit('setFieldValue', { field: 'title', value: title });
        },
        { immediate: true },
      );
      // «Персональные данные» starts as the type and code say (a name, e-mail, phone, file: yes)
      // and follows them until the marketer sets it.
      let autoPersonal = null;
      watch(
        () => [values.value?.type, props.value],
        ([type, code]) => {
          if (!type) return;
          const now = values.value?.personal;
          if (now !== null && now !== undefined && now !== autoPersonal) return;
          autoPersonal = isPersonalField({ type, name: code });
          if (now !== autoPersonal) emit('setFieldValue', { field: 'personal', value: autoPersonal });
        },
        { immediate: true },
      );
      // Follows the label while the code is empty or still the one made from the label.
      const made = (label) =>
        fieldCode({ label, type: values.value?.type }, new Set(others.value.map((r) => text(r.name)).filter(Boolean)));
      let following = !opened || opened === made(values.value?.label ?? '');
      watch(
        () => [values.value?.label, values.value?.type],
        () => {
          if (!following || props.disabled) return;
          const code = made(text(values.value?.label));
          if (code !== text(props.value)) emit('input', code);
        },
        { immediate: !opened },
      );
      return () =>
        h(resolveComponent('v-input'), {
          modelValue: props.value ?? '',
          disabled: props.disabled,
          placeholder: 'составится из подписи',
          'onUpdate:modelValue': (v) => {
            following = false;
            emit('input', v === '' ? null : v);
          },
        });
    }

    const items = computed(() => {
      if (props.part === 'field') {
        const own = text(values.value?.name);
        const list = others.value
          .filter((r) => text(r.name) && text(r.name) !== own && r.type !== 'hidden' && r.type !== 'file')
          .map((r) => ({ text: text(r.label) || text(r.name), value: text(r.name) }));
        if (props.value && !list.some((i) => i.value === props.value))
          list.push({ text: `${props.value} (такого поля в форме нет)`, value: props.value });
        return list;
      }
      const target = rows.value.find((r) => text(r.name) === text(values.value?.show_when_field));
      if (!target) return null;
      if (FLAGS.has(target.type)) return [{ text: 'отмечено', value: 'true' }];
      if (CHOICES.has(target.type)) return parseFieldOptions(target.options).map((o) => ({ text: o.label, value: o.value }));
      return null;
    });

    return () => {
      const list = items.value;
      // A condition on a free text: the value is typed (it is the visitor's answer, not a code).
      if (list === null)
        return h(resolveComponent('v-input'), {
          modelValue: props.value ?? '',
          disabled: props.disabled || !text(values.value?.show_when_field),
          placeholder: text(values.value?.show_when_field) ? 'пусто — любое значение' : 'сначала выберите поле',
          'onUpdate:modelValue': (v) => emit('input', v === '' ? null : v),
        });
      return h(resolveComponent('v-select'), {
        modelValue: props.value,
        items: list,
        disabled: props.disabled,
        showDeselect: true,
        placeholder: props.part === 'field' ? 'Всегда показывать' : 'Любое значение',
        'onUpdate:modelValue': (v) => emit('input', v ?? null),
      });
    };
  },
};

const formBuilderInput = {
  id: 'ecm-form-builder-input',
  name: 'Конструктор форм',
  icon: 'dynamic_form',
  description: 'Код поля из подписи, условие из полей формы',
  component: FormBuilderInput,
  types: ['string'],
  options: null,
};

export default formBuilderInput;
