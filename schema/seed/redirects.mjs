export default [{ from: '/ecm/', to: '/', status_code: '308' }];
