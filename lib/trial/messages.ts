// Texts of the spec's error catalogue (section 8), reproduced exactly, typos included.
export const COMPANY_NOT_FOUND = 'Такой компании не существует';
export const NO_ACTIVE_COMPANY = 'Мы не нашли ни одной активной компании, актвируйте по ссылке и попробуйте снова';
export const AUTH_FAILED = 'Не удалось аутентифицировать пользователя. Вы будете перенаправлены на страницу входа';
export const ACTIVATION_FAILED = 'Не удалось активировать триал, попробуйте позднее';
