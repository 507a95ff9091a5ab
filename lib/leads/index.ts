export { leadRoute } from './route';
