// The valid question-form lead both lead benchmarks send (bench-leads.mjs, bench-scale.mjs);
// `run` keeps one run's addresses apart from another's.
export const benchLead = (run, i) => ({
  fio: 'Нагрузочный Тест',
  email: `bench-${run}-${i}@bench.example`,
  phone: '+79991234567',
  company: 'ООО Бенчмарк',
  comment: `Заявка номер ${i}`,
  accept_rules: true,
  product: 'ECM',
  source_url: 'http://localhost/ru/products/ecm/contacts/',
});
