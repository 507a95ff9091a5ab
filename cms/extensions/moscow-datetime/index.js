// «Опубликовать по расписанию» in Moscow time, whatever the time zone of the editor's computer.
//
// Directus 11.17's own datetime picker reads and fills a zone-less `dateTime` in the browser's time
// zone: its «Установить текущее время» gave UTC in a UTC browser, so a page meant for 02:20 Moscow
// went live hours early or late for an editor outside Moscow. Here the value is Moscow wall time
// (what the schedule flow reads, cms/state/flows.mjs) shown and typed as it is stored: a date
// «ДД.ММ.ГГГГ» and hour and minute lists (the browser's own date and time inputs follow the
// browser's language: «11/29/2026, 03:09 AM» in an English one), with «МСК» beside it, a «now» that is
// Moscow's now, and under it in words when the item goes live. A time already past asks first
// (it would publish at once), and a saved time the schedule did not honour within a minute is a
// visible warning (the site's metric site_scheduled_publications_late alerts the developers).
//
// A release's schedule uses it too (field option `mode`: `release-start`, `release-end`;
// cms/extensions/release-schedule): the words are the release's («Опубликуется», «Откатится»), and a
// time already past is refused on save rather than asked about.
import { computed, h, inject, onBeforeUnmount, ref, resolveComponent, watch } from 'vue';
import { LATE_AFTER_MS, inWords, instantOf, moscowWallTime, spanInWords } from './moscow.js';

/** A minute-precise Moscow wall time a minute from now: a «now» that is not already past on save. */
const nextMinute = (now) => `${moscowWallTime(now + 60_000).slice(0, 16)}:00`;

/** What the time does, by the field's `mode`: its words, and whether it is done (the form's values). */
const MODES = {
  item: {
    dateLabel: 'Дата публикации по Москве, ДД.ММ.ГГГГ',
    future: (when) => `Опубликуется ${when}`,
    done: (v) => v?.status === 'published',
    doneText: (when) => `Время ${when} прошло; запись уже опубликована`,
    late: (when, ago) => `Не опубликовано вовремя: время ${when} прошло ${ago} назад`,
    lateDetail: 'Расписание не сработало. Опубликуйте запись вручную (статус «Опубликовано») и сообщите разработчикам.',
    past: (when) => `Время ${when} уже прошло: запись опубликуется сразу после сохранения`,
    asks: true,
    clear: 'Убрать расписание',
  },
  'release-start': {
    dateLabel: 'Дата публикации релиза по Москве, ДД.ММ.ГГГГ',
    future: (when) => `Опубликуется ${when}`,
    done: (v) => v?.state === 'published',
    doneText: (when) => `Время ${when} прошло; релиз уже опубликован`,
    late: (when, ago) => `Релиз не опубликован вовремя: время ${when} прошло ${ago} назад`,
    lateDetail: 'Расписание не сработало. Опубликуйте релиз кнопкой «Опубликовать релиз» и сообщите разработчикам.',
    past: (when) => `Время ${when} уже прошло: выберите время позже, такое не сохранится`,
    asks: false,
    clear: 'Убрать расписание',
  },
  'release-end': {
    dateLabel: 'Дата окончания релиза по Москве, ДД.ММ.ГГГГ',
    future: (when) => `Откатится ${when}`,
    done: (v) => v?.state === 'reverted',
    doneText: (when) => `Время ${when} прошло; релиз уже откачен`,
    late: (when, ago) => `Релиз не откачен вовремя: время ${when} прошло ${ago} назад`,
    lateDetail: 'Расписание не сработало. Откатите релиз кнопкой «Откатить релиз» и сообщите разработчикам.',
    past: (when) => `Время ${when} уже прошло: выберите время позже, такое не сохранится`,
    asks: false,
    clear: 'Убрать дату окончания',
  },
};

const MoscowDateTime = {
  name: 'ecm-moscow-datetime',
  props: {
    value: { type: String, default: null },
    disabled: { type: Boolean, default: false },
    field: { type: String, default: null },
    mode: { type: String, default: 'item' },
  },
  emits: ['input'],
  setup(props, { emit }) {
    // The form's values (status among them): a published item has nothing left to schedule.
    const values = inject('values', ref({}));
    // Whether the editor changed the time here: until then the value is the saved one, which the
    // schedule works from (the form fills the value in after this is set up, so it is no mount-time copy).
    const edited = ref(false);
    const now = ref(Date.now());
    const timer = setInterval(() => (now.value = Date.now()), 15_000);
    onBeforeUnmount(() => clearInterval(timer));
    /** A past time typed, waiting for the editor's answer: [the time, the value before it]. */
    const asking = ref(null);

    const mode = computed(() => MODES[props.mode] ?? MODES.item);

    const set = (wall) => {
      edited.value = true;
      if (!wall) return emit('input', null);
      const full = wall.length === 16 ? `${wall}:00` : wall;
      const at = instantOf(full);
      if (at === null) return;
      if (at <= Date.now() && mode.value.asks) asking.value = [full, props.value];
      emit('input', full);
    };

    // What the three controls hold: «29.11.2026», «02», «20». The value changes once all three make a time.
    const date = ref('');
    const hour = ref('');
    const minute = ref('');
    const dateInvalid = ref(false);
    watch(
      () => props.value,
      (v) => {
        const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(v ?? '');
        date.value = m ? `${m[3]}.${m[2]}.${m[1]}` : '';
        hour.value = m ? m[4] : '';
        minute.value = m ? m[5] : '';
        dateInvalid.value = false;
      },
      { immediate: true },
    );
    const commit = () => {
      const d = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(date.value);
      dateInvalid.value = date.value.trim() !== '' && !d;
      // A time is made once the date, the hour and the minute are all there (a half-chosen one would
      // read as midnight, already past, and ask for nothing).
      if (!d || !hour.value || !minute.value) return;
      const wall = `${d[3]}-${d[2].padStart(2, '0')}-${d[1].padStart(2, '0')}T${hour.value}:${minute.value}:00`;
      const at = instantOf(wall);
      // 31.02 rolls over in Date.UTC: a date that does not come back as typed is not a date.
      if (at === null || moscowWallTime(at) !== wall) {
        dateInvalid.value = true;
        return;
      }
      if (wall !== props.value) set(wall);
    };
    const box =
      'height:var(--theme--form--field--input--height,52px);padding:0 12px;font:inherit;color:var(--theme--form--field--input--foreground,inherit);background:var(--theme--form--field--input--background,transparent);border:var(--theme--border-width,2px) solid var(--theme--form--field--input--border-color,#d3dae4);border-radius:var(--theme--border-radius,6px);';
    const select = (cls, label, model, count) =>
      h(
        'select',
        {
          class: cls,
          'aria-label': label,
          value: model.value,
          disabled: props.disabled,
          style: `${box}width:5.5em;padding:0 8px`,
          onChange: (e) => {
            model.value = e.target.value;
            commit();
          },
        },
        [
          h('option', { value: '', disabled: true }, '--'),
          ...Array.from({ length: count }, (_, i) => String(i).padStart(2, '0')).map((v) => h('option', { value: v }, v)),
        ],
      );

    const state = computed(() => {
      const at = instantOf(props.value);
      if (at === null) return null;
      const m = mode.value;
      const when = inWords(props.value, now.value);
      if (at > now.value) return { kind: 'info', text: m.future(when), detail: `через ${spanInWords(at - now.value)}` };
      if (m.done(values.value)) return { kind: 'info', text: m.doneText(when), detail: '' };
      if (!edited.value && now.value - at > LATE_AFTER_MS)
        return { kind: 'danger', text: m.late(when, spanInWords(now.value - at)), detail: m.lateDetail };
      return { kind: 'warning', text: m.past(when), detail: '' };
    });

    return () => {
      const VButton = resolveComponent('v-button');
      const VDialog = resolveComponent('v-dialog');
      const VCard = resolveComponent('v-card');
      const VCardTitle = resolveComponent('v-card-title');
      const VCardText = resolveComponent('v-card-text');
      const VCardActions = resolveComponent('v-card-actions');
      const s = state.value;
      const color = { info: 'var(--theme--foreground)', warning: 'var(--theme--warning)', danger: 'var(--theme--danger)' };
      return h('div', { class: 'ecm-moscow-datetime' }, [
        h('div', { style: 'display:flex;flex-wrap:wrap;align-items:center;gap:8px' }, [
          h('input', {
            type: 'text',
            inputmode: 'numeric',
            class: 'moscow-date',
            placeholder: 'ДД.ММ.ГГГГ',
            'aria-label': mode.value.dateLabel,
            'aria-invalid': dateInvalid.value ? 'true' : 'false',
            value: date.value,
            disabled: props.disabled,
            style: `${box}width:9.5em`,
            onInput: (e) => (date.value = e.target.value),
            onChange: commit,
          }),
          h('span', null, 'в'),
          select('moscow-hour', 'Часы по Москве', hour, 24),
          h('span', null, ':'),
          select('moscow-minute', 'Минуты', minute, 60),
          h('span', { class: 'zone', style: 'font-weight:600' }, 'по Москве (МСК)'),
          h(
            VButton,
            { secondary: true, small: true, disabled: props.disabled, onClick: () => set(nextMinute(Date.now())) },
            () => 'Через минуту по Москве',
          ),
          props.value
            ? h(VButton, { secondary: true, small: true, disabled: props.disabled, onClick: () => set(null) }, () => mode.value.clear)
            : null,
        ]),
        dateInvalid.value
          ? h(
              'p',
              { class: 'when when-danger', role: 'alert', style: `margin-top:8px;color:${color.danger}` },
              'Дата пишется так: 29.11.2026',
            )
          : null,
        s
          ? h(
              'p',
              {
                class: `when when-${s.kind}`,
                role: s.kind === 'info' ? 'status' : 'alert',
                style: `margin-top:8px;color:${color[s.kind]}`,
              },
              [h('strong', null, s.text), s.detail ? ` (${s.detail})` : null].filter(Boolean),
            )
          : null,
        h(VDialog, { modelValue: asking.value !== null, persistent: true, 'onUpdate:modelValue': () => {} }, () =>
          h(VCard, null, () => [
            h(VCardTitle, null, () => 'Это время уже прошло'),
            h(VCardText, null, () =>
              asking.value ? `${inWords(asking.value[0])} уже в прошлом. Опубликовать запись сразу после сохранения?` : '',
            ),
            h(VCardActions, null, () => [
              h(
                VButton,
                {
                  secondary: true,
                  onClick: () => {
                    const before = asking.value?.[1] ?? null;
                    asking.value = null;
                    emit('input', before);
                  },
                },
                () => 'Выбрать другое время',
              ),
              h(VButton, { onClick: () => (asking.value = null) }, () => 'Опубликовать сразу'),
            ]),
          ]),
        ),
      ]);
    };
  },
};

const moscowDateTimeInterface = {
  id: 'ecm-moscow-datetime',
  name: 'Дата и время по Москве',
  icon: 'schedule',
  description: 'Дата и время по Москве, когда запись станет опубликованной',
  component: MoscowDateTime,
  types: ['dateTime'],
  options: null,
};

export default moscowDateTimeInterface;
