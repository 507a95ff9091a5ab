export { LoginForm } from './login-form';
export { LOGIN_TITLE } from './credentials-step';
