/**
 * Words of a customer question that ask nothing by themselves (folded): question words, "olur
 * mu", "kullanabilir miyim", "lazım", pronouns and greetings. Shared by the question reader and
 * the local engine.
 */

/** Whole words. */
const genericWords = new Set(
  (
    'mi mu misin musun misiniz musunuz midir mudur miyim muyum de da ki ne kim an kac nasil hangi hangisi neler ' +
    'nedir niye neden acaba icin ile kadar gibi bugun once sonra simdi tam evet hayir tamam urun urunu urunun ' +
    'bunun bunu bu sunu su bunda sunda onda ona gore bende sende sadece yalniz hep hic cok daha bana bize ben benim ' +
    'sizin siz size bizim var yok vardir yoktur mevcut tane sey seyi acil lutfen abi abla hocam kanka kardes ya ' +
    'yani uygun olan olani yoksa varsa hemen ayrica peki zaman hepsi hepsinde alcam alcaz alicam alicaz aliyom aliyorum ' +
    'alacam alacaz alacagim alicagim falan filan felan birde bide mesela toplam ikisi ikisini ikiside ikisinden birden birer di dimi yardimci arada kaldim dediginiz diyorsunuz yaziyorsunuz yazdiginiz olsun yeter'
  ).split(' '),
);

/** Word starts: forms of "olmak", "yapmak", "etmek", "vermek", "almak", "istemek", "gelmek" and the like. */
const genericStarts = (
  'olm olur oluy olab olac olsa yapa yapi yapil yapab ede edil edeb vere veri verm vers verir alsa alir alab ' +
  'alin alma alac iste isti lazim gerek soyle bilgi hakkinda mumkun tesekkur merhaba selam geli gelir gelec ' +
  'bulun nere secene cesit naber oran yeterli imkan olanak bakabil ozellig ozellik deger'
).split(' ');

export const isGenericWord = (word: string) =>
  genericWords.has(word) || genericStarts.some((start) => word.startsWith(start));
