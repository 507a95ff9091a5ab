import { ANALYTICS_FORM_TYPES, analyticsFormType } from './form-types';

describe('analytics form types', () => {
  it('are the five of the spec', () => {
    expect(ANALYTICS_FORM_TYPES).toEqual(['Trial', 'Webinar', 'Manager', 'Login', 'GetPrice']);
  });

  it('name a form by its kind: trial, webinar, login, and the forms that reach a manager', () => {
    expect(analyticsFormType('trial')).toBe('Trial');
    expect(analyticsFormType('webinar')).toBe('Webinar');
    expect(analyticsFormType('login')).toBe('Login');
    for (const kind of ['demo', 'question', 'questionComment', 'download', 'partner'] as const)
      expect(analyticsFormType(kind)).toBe('Manager');
    expect(analyticsFormType('subscribe')).toBeNull();
  });

  it('call a placement with the price-request goal GetPrice, whatever form it uses', () => {
    expect(analyticsFormType('question', ['price_request'])).toBe('GetPrice');
    expect(analyticsFormType('demo', ['consult', 'price_request'])).toBe('GetPrice');
    expect(analyticsFormType('question', ['manager'])).toBe('Manager');
    expect(analyticsFormType('subscribe', ['price_request'])).toBeNull();
  });
});
