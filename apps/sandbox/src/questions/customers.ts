import { pick, type Random } from '../random.js';

const firstNames = (
  'Ayşe Fatma Zeynep Elif Merve Büşra Esra Emine Hatice Selin Mehmet Mustafa Ahmet Ali Hüseyin Hasan İbrahim ' +
  'Murat Emre Burak Özge Gizem Ceren Deniz Can Oğuz Şeyma Ümran Çağla Yusuf'
).split(' ');

const surnames = (
  'Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan Çetin Kara Koç ' +
  'Kurt Özkan Şimşek'
).split(' ');

/** Masks a full name the way Trendyol shows it: first letter of each word, then "***". */
export function maskName(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => `${word.slice(0, 1).toLocaleUpperCase('tr-TR')}***`)
    .join(' ');
}

/** A random Turkish full name. */
export function randomFullName(random: Random): string {
  return `${pick(random, firstNames)} ${pick(random, surnames)}`;
}
