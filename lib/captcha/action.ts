/** The action the forms execute reCAPTCHA with, and the server expects (spec section 4). */
export const CAPTCHA_ACTION = 'login';
