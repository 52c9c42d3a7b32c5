export const careerLead =
  'Pazaryeri satıcılarının işini kolaylaştıran bir ürün geliştiriyoruz. Küçük bir ekibiz; her birimizin işi doğrudan satıcıların gününe dokunuyor.';

export const careerSections: readonly { heading: string; items: readonly string[] }[] = [
  {
    heading: 'Kültürümüz',
    items: [
      'Satıcıyı dinleriz: her hafta gerçek kullanıcılarla konuşur, destek taleplerini ekipçe okuruz.',
      'Açık yazarız: kararları, nedenleriyle birlikte yazılı olarak paylaşırız; herkes her belgeyi okuyabilir.',
      'Sahipleniriz: bir işi başlatan kişi, kullanıcıya ulaşıp ölçülene kadar takip eder.',
      'Sade tutarız: az ama iyi çalışan özellikleri, çok ama yarım kalanlara tercih ederiz.',
    ],
  },
  {
    heading: 'Nasıl çalışıyoruz?',
    items: [
      'İstanbul’daki ofisimizde ya da uzaktan, Türkiye saatiyle çakışan çalışma saatleriyle hibrit çalışıyoruz.',
      'Küçük adımlarla, sık yayın yapıyoruz; her değişiklik otomatik testlerden ve bir ekip arkadaşının incelemesinden geçiyor.',
      'Toplantıları az ve kısa tutuyor, odaklanarak çalışmaya zaman ayırıyoruz.',
    ],
  },
  {
    heading: 'Kimlerle tanışmak isteriz?',
    items: [
      'Web ve sunucu tarafında TypeScript ile ürün geliştirmeyi seven yazılımcılar.',
      'Üretken yapay zekâ ile güvenilir, ölçülebilir sonuçlar üretmeye meraklı mühendisler.',
      'E-ticaret deneyimi olan, satıcıların dilinden anlayan müşteri başarısı uzmanları.',
    ],
  },
];
