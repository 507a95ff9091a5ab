// The generic rule messages of the spec (section 5), word for word.
export const MESSAGES = {
  required: 'Это поле обязательно для заполнения',
  oneOf: 'Выберите из предложенных',
  email: 'Введите корректный E-mail',
  alpha: 'Введите корректное значение',
  integer: 'Допустимы только цифры',
  regex: 'Введите корректное значение',
  minLength: (length: number) => `Введите необходимое количество символов ${length}`,
  passwordConfirmation: 'Пароли не совпадают',
} as const;
