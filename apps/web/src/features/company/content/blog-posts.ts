import type { TBlogSlug } from '@cevapla/contracts/routes';
import { fastAnswersBody } from './posts/fast-answers';
import { productDataBody } from './posts/product-data';
import { reviewOrAutoBody } from './posts/review-or-auto';
import { trendyolRulesBody } from './posts/trendyol-rules';

export interface BlogPost {
  slug: TBlogSlug;
  title: string;
  summary: string;
  /** ISO date (yyyy-MM-dd) the post was published. */
  publishedOn: string;
  image: { src: string; alt: string };
  /** The article, one string per paragraph. */
  body: readonly string[];
}

/** The four fixed posts of the blog, newest first; images live in public/blog/<slug>.svg. */
export const blogPosts: readonly BlogPost[] = [
  {
    slug: 'hizli-yanitin-satisa-etkisi',
    title: 'Hızlı yanıtın satışa etkisi: Soru soran müşteriyi kaybetmeyin',
    summary:
      'Ürün sayfasında soru soran müşteri satın almaya en yakın müşteridir. Yanıt süresinin dönüşüme etkisini ve bu süreyi nasıl kısaltacağınızı anlatıyoruz.',
    publishedOn: '2026-11-10',
    image: { src: '/blog/hizli-yanitin-satisa-etkisi.svg', alt: 'Kum saati ve yükselen satış grafiği çizimi' },
    body: fastAnswersBody,
  },
  {
    slug: 'trendyol-soru-cevap-kurallari',
    title: 'Trendyol soru-cevap kuralları: Yanıt yazarken nelere dikkat etmeli?',
    summary:
      'Her soruya yalnızca bir yanıt gönderebildiğiniz için ilk yanıt doğru olmalı. Pazaryeri kurallarına uygun, güven veren yanıtın özelliklerini derledik.',
    publishedOn: '2026-10-27',
    image: { src: '/blog/trendyol-soru-cevap-kurallari.svg', alt: 'Onay işaretli bir soru-cevap kartı çizimi' },
    body: trendyolRulesBody,
  },
  {
    slug: 'urun-bilgilerini-yapay-zeka-icin-hazirlamak',
    title: 'Ürün bilgilerinizi yapay zekâ için hazırlamak',
    summary:
      'Yapay zekâ yalnızca elindeki bilgiyle doğru yanıt verebilir. Ürün özelliklerini ve mağaza profilinizi eksiksiz doldurmanın pratik yollarını anlatıyoruz.',
    publishedOn: '2026-10-13',
    image: {
      src: '/blog/urun-bilgilerini-yapay-zeka-icin-hazirlamak.svg',
      alt: 'Özellik listesi ve etiketlerle dolu ürün kartı çizimi',
    },
    body: productDataBody,
  },
  {
    slug: 'otomatik-yanit-mi-onay-mi',
    title: 'Otomatik yanıt mı, onaylı yanıt mı?',
    summary:
      'Yanıtları onayınıza sunmak mı, onay beklemeden otomatik göndermek mi? İki yöntemin artılarını ve hangisiyle başlamanız gerektiğini tartışıyoruz.',
    publishedOn: '2026-09-29',
    image: { src: '/blog/otomatik-yanit-mi-onay-mi.svg', alt: 'İki yola ayrılan ok ve onay düğmesi çizimi' },
    body: reviewOrAutoBody,
  },
];

export function findBlogPost(slug: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
