import { blogPostPath } from '@cevapla/contracts/routes';
import { Anchor, Card, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BlogPost } from '../content/blog-posts';
import { BlogDate } from './blog-date';

/** One post in the blog list: image, date, linked title and summary. */
export function BlogPostCard({ post }: { post: BlogPost }) {
  const to = blogPostPath(post.slug);
  return (
    <Card component="article" withBorder padding="lg" radius="md">
      <Card.Section>
        <Image src={post.image.src} alt={post.image.alt} width={640} height={360} h="auto" loading="lazy" />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <BlogDate isoDate={post.publishedOn} />
        <Title order={2} size="h4">
          <Anchor component={Link} to={to} c="inherit" fz="inherit" fw="inherit">
            {post.title}
          </Anchor>
        </Title>
        <Text c="dimmed">{post.summary}</Text>
        <Anchor component={Link} to={to} fw={600} aria-label={`Yazıyı oku: ${post.title}`}>
          Yazıyı oku
        </Anchor>
      </Stack>
    </Card>
  );
}
