import type {
  TLoginRequest,
  TProfileUpdateRequest,
  TRegisterRequest,
  TVerificationCheckRequest,
} from '@cevapla/contracts/accounts';
import { VERIFICATION_COUNTDOWN_SECONDS } from '@cevapla/contracts/constants';
import { ErrorCode } from '@cevapla/contracts/errors';
import { accountMessages } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { AppError } from '../../http/app-error.js';
import { queueMail } from '../mail/outbox.js';
import { verificationCodeMail } from './emails.js';
import * as repo from './repository.js';
import {
  decoyPasswordHash,
  hashPassword,
  hashSessionToken,
  hashVerificationCode,
  newSessionToken,
  newVerificationCode,
  sameHash,
  verifyPassword,
} from './secrets.js';

export const SESSION_DAYS = 30;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_INTERVAL_SECONDS = 60;
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_LOGIN_FAILURES = 10;

export type AccountsDeps = {
  db: Database;
  clock: Clock;
  appSecret: string;
  publicUrl: string;
  supportEmail: string;
  /** Hands a committed outbox mail to the send-email job (the outbox sweep covers a lost hand-over). */
  enqueueMail: (outboxId: string) => Promise<void>;
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function issueCode(deps: AccountsDeps, tx: Tx, user: { id: string; email: string; name: string }) {
  const now = deps.clock.now();
  const code = newVerificationCode();
  await repo.upsertVerificationCode(tx, {
    userId: user.id,
    codeHash: hashVerificationCode(deps.appSecret, user.id, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_COUNTDOWN_SECONDS * 1000),
  });
  const mail = verificationCodeMail({
    to: user.email,
    name: user.name,
    code,
    minutes: VERIFICATION_COUNTDOWN_SECONDS / 60,
    verifyUrl: `${deps.publicUrl}${paths.verification}`,
    supportEmail: deps.supportEmail,
  });
  return queueMail(tx, mail, now);
}

export async function register(deps: AccountsDeps, input: TRegisterRequest) {
  const passwordHash = await hashPassword(input.password);
  const outboxId = await deps.db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      email: input.email,
      passwordHash,
      name: input.name,
      surname: input.surname,
      mobilePhone: input.mobilePhone,
    });
    if (!user) throw new AppError(ErrorCode.Conflict, 409, accountMessages.emailTaken);
    return issueCode(deps, tx, user);
  });
  await deps.enqueueMail(outboxId);
  return { message: accountMessages.registered };
}

export async function sendVerificationCode(deps: AccountsDeps, email: string) {
  const result = await deps.db.transaction(async (tx): Promise<{ message: string } | { outboxId: string }> => {
    // Locking the user serialises concurrent resends, so the 60 s rule holds under a double click.
    const [user] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (!user) return { message: accountMessages.codeSent };
    if (user.isVerified) return { message: accountMessages.alreadyVerified };
    const current = await repo.findVerificationCode(tx, user.id);
    const elapsed = current ? (deps.clock.now().getTime() - current.sentAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (elapsed < RESEND_INTERVAL_SECONDS) {
      const wait = Math.ceil(RESEND_INTERVAL_SECONDS - elapsed);
      throw new AppError(ErrorCode.RateLimited, 429, accountMessages.resendTooSoon(wait));
    }
    return { outboxId: await issueCode(deps, tx, user) };
  });
  if ('message' in result) return result;
  await deps.enqueueMail(result.outboxId);
  return { message: accountMessages.codeSent };
}

type CheckOutcome = 'verified' | 'already' | 'invalid' | 'expired' | 'locked';

export async function checkVerificationCode(deps: AccountsDeps, input: TVerificationCheckRequest) {
  const user = await repo.findUserByEmail(deps.db, input.email);
  const outcome: CheckOutcome = !user
    ? 'invalid'
    : user.isVerified
      ? 'already'
      : await deps.db.transaction(async (tx): Promise<CheckOutcome> => {
          const code = await repo.lockVerificationCode(tx, user.id);
          if (!code) return 'invalid';
          if (code.failedAttempts >= MAX_CODE_ATTEMPTS) return 'locked';
          if (deps.clock.now() >= code.expiresAt) return 'expired';
          if (!sameHash(code.codeHash, hashVerificationCode(deps.appSecret, user.id, input.code))) {
            await repo.countFailedAttempt(tx, user.id);
            return code.failedAttempts + 1 >= MAX_CODE_ATTEMPTS ? 'locked' : 'invalid';
          }
          await repo.markVerified(tx, user.id, deps.clock.now());
          await repo.deleteVerificationCode(tx, user.id);
          return 'verified';
        });
  if (outcome === 'verified') return { message: accountMessages.verified };
  if (outcome === 'already') return { message: accountMessages.alreadyVerified };
  if (outcome === 'expired') throw new AppError(ErrorCode.CodeExpired, 400, accountMessages.codeExpired);
  if (outcome === 'locked') throw new AppError(ErrorCode.CodeLocked, 400, accountMessages.codeLocked);
  throw new AppError(ErrorCode.InvalidCode, 400, accountMessages.invalidCode);
}

export async function login(deps: AccountsDeps, input: TLoginRequest, ip: string) {
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  const { byEmail, byIp } = await repo.recentLoginFailures(deps.db, input.email, ip, windowStart);
  const blocking = [byEmail, byIp].filter((group) => group && group.count >= MAX_LOGIN_FAILURES);
  if (blocking.length > 0) {
    const oldest = Math.min(...blocking.map((group) => group?.oldest?.getTime() ?? now.getTime()));
    const minutes = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MINUTES * 60_000 - now.getTime()) / 60_000));
    throw new AppError(ErrorCode.RateLimited, 429, accountMessages.tooManyLogins(minutes));
  }

  const user = await repo.findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash), input.password);
  if (!user || !valid) {
    await repo.recordLoginFailure(deps.db, input.email, ip, now);
    throw new AppError(ErrorCode.InvalidCredentials, 401, accountMessages.invalidCredentials);
  }
  const token = newSessionToken();
  await repo.insertSession(deps.db, {
    tokenHash: hashSessionToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  return { token, user: (await repo.findPublicUser(deps.db, user.id)) as repo.PublicUser };
}

export async function logout(deps: Pick<AccountsDeps, 'db'>, token: string) {
  await repo.deleteSession(deps.db, hashSessionToken(token));
  return { message: accountMessages.signedOut };
}

export async function sessionUser(deps: Pick<AccountsDeps, 'db' | 'clock'>, token: string) {
  return repo.findSessionUser(deps.db, hashSessionToken(token), deps.clock.now());
}

export async function updateProfile(
  deps: Pick<AccountsDeps, 'db' | 'clock'>,
  userId: string,
  input: TProfileUpdateRequest,
) {
  const user = await repo.updateProfile(deps.db, userId, input, deps.clock.now());
  if (!user) throw new AppError(ErrorCode.Unauthorized, 401, accountMessages.profileFailed);
  return { message: accountMessages.profileSaved, user };
}
