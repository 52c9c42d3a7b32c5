import { paths } from '@cevapla/contracts/routes';
import { Box, Button, Container, Group, rem, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeTitles } from '../../../lib/route-titles';
import { scrollToSection } from '../../../lib/scroll-to-section';
import classes from './hero-section.module.css';

export function HeroSection() {
  return (
    <Box component="section" className={classes.hero}>
      <Container size="md" py={{ base: 56, sm: 96 }} ta="center">
        <Title order={1} fz={{ base: rem(30), sm: rem(44) }} lh={1.15}>
          {routeTitles[paths.home]}
        </Title>
        <Text size="lg" c="dimmed" mt="lg" maw={640} mx="auto">
          Cevapla, Trendyol mağazanıza gelen soruları günün her saatinde yanıtlar; yanıtları siz onaylarsınız, kaliteyi
          ve performansı tek ekrandan takip edersiniz.
        </Text>
        <Group justify="center" mt={40}>
          <Button component={Link} to={paths.register} size="lg">
            Ücretsiz Deneyin
          </Button>
          <Button variant="default" size="lg" onClick={() => scrollToSection('pricing')}>
            Fiyatlar
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
