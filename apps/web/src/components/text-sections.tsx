import { List, Text, Title } from '@mantine/core';

/** One headed section of a page's text: paragraphs first, then an optional bullet list. */
export interface TextSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

interface TextSectionsProps {
  sections: readonly TextSection[];
  /** Prefixes each heading with its number: '1. ', '2. ' … */
  numbered?: boolean;
}

/** Headed sections of a text page (legal texts, about, career), each an <h2> with paragraphs and a list. */
export function TextSections({ sections, numbered = false }: TextSectionsProps) {
  return sections.map((section, index) => (
    <section key={section.heading}>
      <Title order={2} size="h3">
        {numbered ? `${index + 1}. ${section.heading}` : section.heading}
      </Title>
      {section.paragraphs?.map((paragraph) => (
        <Text key={paragraph.slice(0, 40)} mt="sm" lh={1.7}>
          {paragraph}
        </Text>
      ))}
      {section.items && (
        <List mt="sm" spacing="xs" withPadding>
          {section.items.map((item) => (
            <List.Item key={item.slice(0, 40)}>{item}</List.Item>
          ))}
        </List>
      )}
    </section>
  ));
}
