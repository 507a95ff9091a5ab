import { commentCount, commentThread } from './comments';

describe('comment thread', () => {
  const rows = [
    { id: 3, author_name: 'Ольга', text: 'Спасибо, помогло', date: '2026-03-02T10:00:00Z', parent: { id: 1 } },
    { id: 1, author_name: 'Иван', text: 'А как с МЧД?', date: '2026-03-01T09:00:00Z', parent: null },
    { id: 2, author_name: 'Редакция', text: 'Поддерживается', date: '2026-03-01T12:00:00Z', parent: { id: 1 } },
    { id: 4, author_name: 'Пётр', text: 'Ответ на скрытый', date: '2026-03-03T08:00:00Z', parent: { id: 99 } },
    { id: 5, author_name: 'Анна', text: 'Ещё вопрос', date: '2026-03-04T08:00:00Z', parent: null },
    { id: 6, author_name: 'Редакция', text: 'Уточните', date: '2026-03-04T09:00:00Z', parent: { id: 2 } },
    null,
  ];

  it('puts answers under the comment they answer, oldest first at every level', () => {
    const thread = commentThread(rows);
    expect(thread.map((c) => c.id)).toEqual([1, 5]);
    expect(thread[0]!.answers.map((c) => c.id)).toEqual([2, 3]);
    expect(thread[0]!.answers[0]!.answers.map((c) => c.id)).toEqual([6]);
  });

  it('leaves out answers to comments that are not shown', () => {
    expect(commentCount(commentThread(rows))).toBe(5);
    expect(commentThread([])).toEqual([]);
    expect(commentThread(null)).toEqual([]);
  });
});
