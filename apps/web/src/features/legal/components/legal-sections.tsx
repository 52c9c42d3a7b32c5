import { Stack } from '@mantine/core';
import { type TextSection, TextSections } from '../../../components/text-sections';

/** The headed sections of a legal text; `numbered` prefixes each heading with its clause number. */
export function LegalSections({ sections, numbered }: { sections: readonly TextSection[]; numbered?: boolean }) {
  return (
    <Stack gap="xl" mt="xl">
      <TextSections sections={sections} numbered={numbered} />
    </Stack>
  );
}
