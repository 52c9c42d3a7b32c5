import { parseArgs } from 'node:util';
import { ZCouponCodeSchema } from '@cevapla/contracts/payments';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/open.js';
import { coupons } from '../../db/schema/billing.js';
import { createLogger } from '../../logger.js';

const usage = `Usage: npm run coupon:create -- --code YILBASI20 (--percent 20 | --fixed 5) [--label "Yılbaşı indirimi"]
                             [--from 2026-12-01] [--until 2027-01-01] [--limit 100]
  --percent  a percentage of the price (1-100); --fixed a dollar amount off the price
  --from/--until  validity (ISO dates, Istanbul midnight when no time is given); --limit  completed payments allowed
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    code: { type: 'string' },
    percent: { type: 'string' },
    fixed: { type: 'string' },
    label: { type: 'string' },
    from: { type: 'string' },
    until: { type: 'string' },
    limit: { type: 'string' },
  },
});

const code = ZCouponCodeSchema.safeParse(values.code ?? '');
if (!code.success || code.data === '' || !/^[A-Z0-9ÇĞİÖŞÜ_-]+$/.test(code.data)) fail('--code: letters and digits');
if ((values.percent === undefined) === (values.fixed === undefined)) fail('Give exactly one of --percent and --fixed.');
const kind = values.percent !== undefined ? 'percent' : 'fixed';
const value = Number(values.percent ?? values.fixed);
if (!(value > 0) || (kind === 'percent' && value > 100))
  fail('The discount must be above 0 (a percentage at most 100).');
const date = (text: string | undefined, name: string) => {
  if (text === undefined) return null;
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+03:00` : text);
  return Number.isNaN(parsed.getTime()) ? fail(`--${name}: not a date`) : parsed;
};
const limit = values.limit === undefined ? null : Number(values.limit);
if (limit !== null && !(Number.isInteger(limit) && limit > 0)) fail('--limit: a whole number above 0');

const config = loadConfig();
const logger = createLogger({ ...config, logLevel: 'warn' });
const database = await openDatabase(config, logger, 'cevapla-coupon-create');
try {
  const label = values.label ?? (kind === 'percent' ? `%${value} indirim` : `${value} $ indirim`);
  const [row] = await database.db
    .insert(coupons)
    .values({
      code: code.data,
      label,
      kind,
      value,
      validFrom: date(values.from, 'from'),
      validUntil: date(values.until, 'until'),
      maxRedemptions: limit,
      createdAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ code: coupons.code });
  if (!row) {
    process.stderr.write(`A coupon with the code ${code.data} already exists.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`Coupon ${row.code} created: ${label}.\n`);
  }
} finally {
  await database.close();
}
