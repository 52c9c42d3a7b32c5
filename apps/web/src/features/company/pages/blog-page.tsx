import { paths } from '@cevapla/contracts/routes';
import { SimpleGrid } from '@mantine/core';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';
import { BlogPostCard } from '../components/blog-post-card';
import { blogPosts } from '../content/blog-posts';

export function BlogPage() {
  return (
    <SimplePage
      title={routeTitles[paths.blog]}
      lead="Trendyol satıcıları için müşteri soruları, yanıt hızı ve yapay zekâ üzerine pratik yazılar."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl">
        {blogPosts.map((post) => (
          <BlogPostCard key={post.slug} post={post} />
        ))}
      </SimpleGrid>
    </SimplePage>
  );
}
