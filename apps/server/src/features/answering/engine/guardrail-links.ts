import { anyOf, end, start } from './guardrail-patterns.js';

/**
 * Web and e-mail addresses, also when disguised the way sellers disguise them to pass moderation
 * ("eksenstore . com", "eksenstore nokta com", "www eksenstore com", "lilamoda[.]com",
 * "e k s e n s t o r e . c o m", "satis at lilamoda dot com"). Works on folded text.
 */

const topLevelDomains = ['com', 'net', 'org', 'info', 'biz', 'io', 'co', 'me', 'app', 'shop', 'store', 'online'];
const moreDomains = ['site', 'xyz', 'link', 'ly', 'gl', 'tr'];
const endings = anyOf([...topLevelDomains, ...moreDomains]);

/** Schemes, "www.", and bare domains — a letter label before a known ending, so "1.5" or "A1.2" never match. */
export const urlPattern = new RegExp(
  [
    'https?:\\/\\/\\S+',
    `${start}www\\.\\S+`,
    `${start}[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.${endings}${end}`,
    // any domain with a path ("linktr.ee/magaza"), and link shorteners however spaced ("bit ly / x")
    `${start}[a-z0-9-]+\\.[a-z]{2,6}\\/[a-z0-9]\\S*`,
    `${start}(?:bit|goo|tiny|linktr|t)\\s*[.\\s]\\s*(?:ly|gl|url|ee|co|me)\\s*\\/`,
  ].join('|'),
);

export const emailPattern = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
/** "satis [at] lilamoda", "destek (at) ornek", "satis at lilamoda.com" once the dots are back. */
const spelledEmailPattern = new RegExp(
  `[a-z0-9._%+-]+\\s*[[(]at[\\])]\\s*[a-z0-9-]+|${start}[a-z0-9._%+-]+\\s+at\\s+[a-z0-9-]+\\.${endings}${end}|${start}[a-z0-9._-]{3,}\\s+(?:gmail|hotmail|yahoo|outlook|yandex|icloud|msn|live)\\s*(?:\\.|nokta|dot)?\\s*com${end}|${start}(?:gmail|hotmail|yahoo|outlook|yandex|icloud)(?:['’]?(?:den|dan|e|a|de|da|deki))?\\s+(?:\\S+\\s+){0,3}?(?:ulas|yaz|gonder|adres|hesab|kullanici)|${start}[a-z0-9._-]{3,}\\s+(?:gmail|hotmail|yahoo|outlook)\\s+hesab`,
);

/** Letters spaced out ("e k s e n s t o r e", "s-e-p-e-t-i-m") joined into the word they spell. */
export const joinSpacedLetters = (folded: string) =>
  folded
    .replace(/(?<![a-z0-9])[a-z0-9](?:\s[a-z0-9](?![a-z0-9])){2,}/g, (run) => run.replace(/\s/g, ''))
    .replace(/(?<![a-z0-9])[a-z](?:-[a-z](?![a-z0-9])){2,}/g, (run) => run.replace(/-/g, ''));

/** Undoes the usual disguises of a dot; the result is only ever searched, never shown as the answer. */
export function undisguise(folded: string): string {
  return (
    joinSpacedLetters(folded)
      .replace(/\s*(?:\[\s*(?:\.|dot|nokta)\s*\]|\(\s*(?:\.|dot|nokta)\s*\)|[•·∙⚫●◦▪])\s*/g, '.')
      .replace(/(?<=[a-z0-9])\s+d0t\s+/g, '.')
      .replace(/(?<=\.com)\s+t\s*r(?![a-z0-9])/g, '.tr')
      .replace(new RegExp(`\\s+(?:dot|nokta)\\s+(?=${endings}${end})`, 'g'), '.')
      // pieces joined with "+": "butikelif + nokta + net"
      .replace(new RegExp(`\\s*\\+\\s*(?:dot|nokta|\\.)\\s*\\+\\s*(?=${endings}${end})`, 'g'), '.')
      .replace(
        new RegExp(`(?<=[a-z0-9])\\s*\\.\\s+(?=(?:com|net|org)${end})|\\s+\\.\\s*(?=${endings}${end})`, 'g'),
        '.',
      )
      .replace(/(?<![a-z0-9])www\s+([a-z0-9-]+)\s+(com|net|org)(?![a-z0-9])/g, 'www.$1.$2')
      // dashes or underscores for dots: "www-evtek-com-tr"
      .replace(/(?<![a-z0-9])www[-_]+([a-z0-9]+)[-_]+(com|net|org)(?:[-_]+tr)?(?![a-z0-9])/g, 'www.$1.$2')
      // commas for dots: "ciltbakim,com,tr"
      .replace(/(?<=[a-z0-9]),(?=(?:com|net|org|tr)(?![a-z0-9]))/g, '.')
  );
}

const quote = (match: RegExpExecArray | null) => (match ? match[0].trim() : null);

/** A disguised web address, as it reads without its disguise. */
export const findDisguisedUrl = (folded: string): string | null => quote(urlPattern.exec(undisguise(folded)));

/** A disguised or spelled-out e-mail address, as it reads without its disguise. */
export function findDisguisedEmail(folded: string): string | null {
  const plain = undisguise(folded);
  return quote(emailPattern.exec(plain)) ?? quote(spelledEmailPattern.exec(plain));
}
