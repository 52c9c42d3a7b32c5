/**
 * Words of a customer question that ask nothing by themselves (folded): question words, "olur
 * mu", "kullanabilir miyim", "lazım", pronouns and greetings. Shared by the question reader and
 * the local engine.
 */
const genericStarts = (
  'kac nasil hangi neler nedir nere neresi niye neden acaba ol olm olur oluy olab yap yapi ede edil edeb ' +
  'et vere veri verm vers verir al alsa alir alab alin alm alacak iste isti lazim gerek soyle bilgi ' +
  'hakkinda mumkun acil lutfen tesekkur merhaba selam abi abla hocam kanka kardes ya yani gel geli gelir ' +
  'bulun var yok mevcut tane adet sey seyi sizin siz bizim bana bize ben benim hep hic cok daha gibi ' +
  'icin ile kadar sadece yalniz tam simdi bugun once sonra evet hayir tamam urun bunun bunu bu sunu su bunda sunda onda ' +
  'bende sende uygun olan olani acaba yoksa ayrica peki'
).split(' ');
const exactGeneric = new Set('mi mu misin musun misiniz musunuz midir mudur miyim muyum de da ki ne kim an'.split(' '));

export const isGenericWord = (word: string) =>
  exactGeneric.has(word) ||
  genericStarts.some((start) => word === start || (start.length >= 3 && word.startsWith(start)));

