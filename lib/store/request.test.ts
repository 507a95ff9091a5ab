import { requestState } from './request';

beforeEach(() => requestState.reset());

describe('the request state of the store', () => {
  it('goes pending while a submission is prepared, sending while it is in flight, and records the answer', () => {
    requestState.pending();
    expect(requestState.get()).toMatchObject({ pending: true, sending: false });
    requestState.started();
    expect(requestState.get()).toMatchObject({ pending: false, sending: true, requestEnded: false });
    requestState.ended(null, 201);
    requestState.answered({ title: 'Запрос успешно отправлен!', subtitle: 'Проверьте вашу почту' });
    expect(requestState.get()).toEqual({
      sending: false,
      requestEnded: true,
      pending: false,
      status: 201,
      error: null,
      messageAnswer: { title: 'Запрос успешно отправлен!', subtitle: 'Проверьте вашу почту' },
    });
  });

  it('clears the pending and error flags on each new request', () => {
    requestState.ended({ status: 503, message: 'down' });
    expect(requestState.get()).toMatchObject({ status: 503, error: { status: 503, message: 'down' } });
    requestState.pending();
    requestState.started();
    expect(requestState.get()).toMatchObject({ pending: false, error: null, sending: true });
  });

  it('clears the pending and error flags and the answer on a page change', () => {
    requestState.ended({ status: 422, message: 'Проверьте поля формы' });
    requestState.answered({ title: 't', subtitle: 's' });
    requestState.pending();
    requestState.pageChanged();
    expect(requestState.get()).toMatchObject({ pending: false, error: null, messageAnswer: null, status: 422, requestEnded: true });
  });

  it('tells its subscribers about every change', () => {
    const seen: boolean[] = [];
    const off = requestState.subscribe(() => seen.push(requestState.get().sending));
    requestState.started();
    requestState.ended(null, 200);
    off();
    requestState.started();
    expect(seen).toEqual([true, false]);
  });
});
