-- The plan catalogue: a free trial and three paid plans, each monthly and yearly. A yearly plan costs
-- twelve months less 25 % (spec §9); old_price of a yearly plan is twelve monthly payments. total_price
-- adds VAT of 20 %. Monthly quotas are per 30 days; yearly quotas are twelve of them.
INSERT INTO plans (name, price, old_price, duration_in_days, question_count, billing_cycle, total_price, is_active, sort_order) VALUES
  ('Ücretsiz Deneme', 0, NULL, 14, 50, 0, 0, true, 0),
  ('Başlangıç', 19, NULL, 30, 500, 0, 22.80, true, 1),
  ('Profesyonel', 49, NULL, 30, 2000, 0, 58.80, true, 2),
  ('İşletme', 99, NULL, 30, 6000, 0, 118.80, true, 3),
  ('Başlangıç', 171, 228, 365, 6000, 1, 205.20, true, 4),
  ('Profesyonel', 441, 588, 365, 24000, 1, 529.20, true, 5),
  ('İşletme', 891, 1188, 365, 72000, 1, 1069.20, true, 6);
