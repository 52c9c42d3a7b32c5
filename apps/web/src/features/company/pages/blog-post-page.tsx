import { paths } from '@cevapla/contracts/routes';
import { Anchor, Container, Image, Stack, Text, Title } from '@mantine/core';
import { data, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { BlogDate } from '../components/blog-date';
import { type BlogPost, findBlogPost } from '../content/blog-posts';

/**
 * Finds the post of the URL; an unknown slug answers 404, which the shell shows as its not-found page.
 * `data()` rather than a Response: browsers refuse a non-Latin-1 statusText such as 'Sayfa Bulunamadı'.
 */
export function blogPostLoader({ params }: LoaderFunctionArgs): BlogPost {
  const post = findBlogPost(params.slug);
  if (!post) throw data('Yazı bulunamadı.', { status: 404, statusText: 'Sayfa Bulunamadı' });
  return post;
}

export function BlogPostPage() {
  const post = useLoaderData<typeof blogPostLoader>();
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <article>
        <Anchor component={Link} to={paths.blog} size="sm">
          ← Tüm yazılar
        </Anchor>
        <Title order={1} mt="md">
          {post.title}
        </Title>
        <Text mt="xs">
          <BlogDate isoDate={post.publishedOn} />
        </Text>
        <Text size="lg" c="dimmed" mt="md">
          {post.summary}
        </Text>
        <Image
          src={post.image.src}
          alt={post.image.alt}
          width={640}
          height={360}
          loading="lazy"
          radius="md"
          mt="xl"
          h="auto"
        />
        <Stack gap="md" mt="xl">
          {post.body.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} lh={1.7}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </article>
    </Container>
  );
}
